module {
  llvm.func @f() attributes {rocdl.kernel = 1 : i64} {
    llvm.return
  }
}

