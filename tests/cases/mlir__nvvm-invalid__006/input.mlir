
llvm.func @cvt(%a : f32, %b : f32) -> i16 {
  // expected-error @below {{Only SATFINITE saturation mode is supported for conversions from f32x2 to 'f8E4M3FN' and 'f8E5M2' types}}
  %r = nvvm.convert.f32x2.to.f8x2 %a, %b {rnd = #nvvm.fp_rnd_mode<rn>} : i16 (f8E4M3FN)
  llvm.return %r : i16
}

