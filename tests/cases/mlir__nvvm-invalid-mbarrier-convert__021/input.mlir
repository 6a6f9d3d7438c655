
llvm.func @f(%a: f32, %r: i32) {
  // expected-error@+1 {{'nvvm.convert.f32x2.to.bf16x2' op random_bits is required for RS rounding mode.}}
  %0 = "nvvm.convert.f32x2.to.bf16x2"(%a, %a) <{rnd = #nvvm.fp_rnd_mode<rs>}> {operandSegmentSizes = array<i32: 1, 1, 0>}: (f32, f32) -> vector<2xbf16>
  llvm.return
}
