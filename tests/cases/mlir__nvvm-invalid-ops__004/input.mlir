
llvm.func @f(%m : i32, %v : f32) {
  // expected-error @below {{expected return type to be a two-element struct}}
  %0 = nvvm.shfl.sync bfly %m, %v, %m, %m {return_value_and_is_valid} : f32 -> f32
  llvm.return
}
