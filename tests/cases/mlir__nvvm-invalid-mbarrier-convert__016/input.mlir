
llvm.func @f(%a: vector<2xi8>) {
  // expected-error@+1 {{'nvvm.convert.f8x2.to.bf16x2' op Only 'f8E8M0FNU' type is supported for conversions from f8x2 to bf16x2.}}
  %0 = "nvvm.convert.f8x2.to.bf16x2"(%a) <{srcType = f16}> : (vector<2xi8>) -> vector<2xbf16>
  llvm.return
}
