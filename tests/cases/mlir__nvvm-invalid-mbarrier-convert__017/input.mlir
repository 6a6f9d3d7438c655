
llvm.func @f(%a: vector<2xi8>) {
  // expected-error@+1 {{'nvvm.convert.f8x2.to.f16x2' op Only 'f8E4M3FN' and 'f8E5M2' types are supported for conversions from f8x2 to f16x2.}}
  %0 = "nvvm.convert.f8x2.to.f16x2"(%a) <{srcType = f16}> : (vector<2xi8>) -> vector<2xf16>
  llvm.return
}
