
// expected-error@+1 {{expected ','}}
llvm.func @bad_effects() attributes {memory_effects = #llvm.memory_effects<other = none, argMem = read>}

