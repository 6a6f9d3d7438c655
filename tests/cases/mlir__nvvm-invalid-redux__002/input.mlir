
llvm.func @f(%a : i32) {
  // expected-error @below {{'fmax' redux kind unsupported with 'i32' type. Only supported type is 'f32'.}}
  %1 = nvvm.redux.sync fmax %a, %a : i32 -> i32
  llvm.return
}
