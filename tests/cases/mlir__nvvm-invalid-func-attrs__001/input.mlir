
// expected-error@+1 {{'"nvvm.blocksareclusters"' attribute must be used along with 'nvvm.reqntid' and 'nvvm.cluster_dim'}}
llvm.func @g() attributes {nvvm.blocksareclusters} { llvm.return }
