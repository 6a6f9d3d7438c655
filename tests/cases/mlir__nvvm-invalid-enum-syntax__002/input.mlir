
llvm.func @f(%a: f32) {
  // expected-error@+1 {{invalid properties {dstTy = f16, relu = 1 : i64} for op nvvm.convert.f32x2.to.f4x2: Invalid attribute `relu` in property conversion: 1 : i64}}
  %0 = "nvvm.convert.f32x2.to.f4x2"(%a, %a) <{dstTy = f16, relu = 1}> : (f32, f32) -> i8
  llvm.return
}
