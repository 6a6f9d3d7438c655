
llvm.func @f(%m : i32, %v : f32) {
  // expected-error @below {{expected second element in the returned struct to be of type 'i1' but got 'i32' instead}}
  %0 = nvvm.shfl.sync bfly %m, %v, %m, %m {return_value_and_is_valid} : f32 -> !llvm.struct<(f32, i32)>
  llvm.return
}
