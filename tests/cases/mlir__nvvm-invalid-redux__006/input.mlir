
llvm.func @f(%a : i32, %b : i32) {
  // expected-error @below {{nan attribute is supported only for f32 type}}
  %1 = nvvm.redux.sync max %a, %b {nan = true} : i32 -> i32
  llvm.return
}
