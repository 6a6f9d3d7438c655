
// expected-error@+1 {{unknown attribute `fenv` in dialect `llvm`}}
llvm.func @unknown() attributes {x = #llvm.fenv<>}

