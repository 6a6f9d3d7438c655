
llvm.func @f(%a : i32, %b : i32) {
  // expected-error @below {{abs attribute is supported only for f32 type}}
  %1 = nvvm.redux.sync add %a, %b {abs = true} : i32 -> i32
  llvm.return
}

