
llvm.func @f(%a : f32, %b : i32) {
  // expected-error @below {{failed to verify that all of {res, val} have same type}}
  %1 = nvvm.redux.sync fmin %a, %b {abs = true} : f32 -> i32
  llvm.return
}
