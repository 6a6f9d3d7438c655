
llvm.func @f(%m : i32, %v : f32) {
  // expected-error @below {{expected return type to be of type 'f32' but got 'i32' instead}}
  %0 = nvvm.shfl.sync bfly %m, %v, %m, %m : f32 -> i32
  llvm.return
}
