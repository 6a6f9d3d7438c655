module {
  llvm.func @j() attributes {rocdl.uniform_work_group_size = 1 : i64} {
    llvm.return
  }
}

