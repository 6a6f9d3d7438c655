module {
  llvm.func @h() attributes {rocdl.unsafe_fp_atomics = 1 : i64} {
    llvm.return
  }
}

