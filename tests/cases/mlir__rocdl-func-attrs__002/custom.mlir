module {
  llvm.func @c() attributes {rocdl.reqd_work_group_size = array<i32: 1, 2>} {
    llvm.return
  }
}

