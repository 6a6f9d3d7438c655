
// expected-error@+1 {{'"nvvm.cluster_dim"' attribute must be integer array with maximum 3 index}}
llvm.func @q() attributes {nvvm.cluster_dim = array<i64: 1>} { llvm.return }
