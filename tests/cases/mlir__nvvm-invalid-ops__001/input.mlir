
llvm.func @f(%m : i32, %v : f32) {
  // expected-error @below {{expected first element in the returned struct to be of type 'f32' but got 'i32' instead}}
  %0 = nvvm.shfl.sync bfly %m, %v, %m, %m {return_value_and_is_valid} : f32 -> !llvm.struct<(i32, i1)>
  llvm.return
}
