
llvm.func @f(%a : f32, %b : i32) {
  // expected-error @below {{'add' redux kind unsupported with 'f32' type. Only supported type is 'i32'.}}
  %1 = nvvm.redux.sync add %a, %b : f32 -> f32
  llvm.return
}
