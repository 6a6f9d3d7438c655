
llvm.func @f(%a: vector<2xi8>) {
  // expected-error@+1 {{'nvvm.convert.f6x2.to.f16x2' op Only 'f6E2M3FN' and 'f6E3M2FN' types are supported for conversions from f6x2 to f16x2.}}
  %0 = "nvvm.convert.f6x2.to.f16x2"(%a) <{srcType = f16}> : (vector<2xi8>) -> vector<2xf16>
  llvm.return
}
