
// expected-error @+1 {{unknown LLVM type: ifoo}}
"test.op"() : () -> !llvm.ifoo
