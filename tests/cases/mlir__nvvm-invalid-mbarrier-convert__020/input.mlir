
llvm.func @f(%a: f32, %r: i32) {
  // expected-error@+1 {{'nvvm.convert.f32x2.to.f16x2' op Only RN, RZ, and RS rounding modes are supported for conversions from f32x2 to f16x2.}}
  %0 = "nvvm.convert.f32x2.to.f16x2"(%a, %a) <{rnd = #nvvm.fp_rnd_mode<rm>}> {operandSegmentSizes = array<i32: 1, 1, 0>}: (f32, f32) -> vector<2xf16>
  llvm.return
}
