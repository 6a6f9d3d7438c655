module {
  llvm.func @p() attributes {nvvm.kernel = 1 : i64, nvvm.maxnreg = 3 : i8} {
    llvm.return
  }
}

