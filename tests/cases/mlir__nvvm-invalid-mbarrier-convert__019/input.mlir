
llvm.func @f(%a: i8) {
  // expected-error@+1 {{'nvvm.convert.f4x2.to.f16x2' op Only 'f4E2M1FN' type is supported for conversions from f4x2 to f16x2.}}
  %0 = "nvvm.convert.f4x2.to.f16x2"(%a) <{srcType = f16}> : (i8) -> vector<2xf16>
  llvm.return
}
