
llvm.func @m() attributes {nvvm.blocksareclusters, nvvm.reqntid = array<i32: 1>, nvvm.cluster_dim = array<i32: 2>} { llvm.return }
