
llvm.func @f(%a: f32) {
  // expected-error@+1 {{'nvvm.convert.f32x2.to.f4x2' op Only 'f4E2M1FN' type is supported for conversions from f32x2 to f4x2.}}
  %0 = "nvvm.convert.f32x2.to.f4x2"(%a, %a) <{dstTy = f16}> : (f32, f32) -> i8
  llvm.return
}
