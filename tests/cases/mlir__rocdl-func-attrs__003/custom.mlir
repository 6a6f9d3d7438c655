module {
  llvm.func @d() attributes {rocdl.flat_work_group_size = 3 : i64} {
    llvm.return
  }
}

