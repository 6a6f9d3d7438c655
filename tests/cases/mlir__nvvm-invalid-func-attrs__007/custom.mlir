module {
  llvm.func @m() attributes {nvvm.blocksareclusters, nvvm.cluster_dim = array<i32: 2>, nvvm.reqntid = array<i32: 1>} {
    llvm.return
  }
}

