
llvm.func @f(%a: f32, %r: i32) {
  // expected-error@+1 {{'nvvm.convert.f32x2.to.bf16x2' op random_bits not supported for RN and RZ rounding modes.}}
  %0 = "nvvm.convert.f32x2.to.bf16x2"(%a, %a, %r) <{rnd = #nvvm.fp_rnd_mode<rn>}> {operandSegmentSizes = array<i32: 1, 1, 1>}: (f32, f32, i32) -> vector<2xbf16>
  llvm.return
}
