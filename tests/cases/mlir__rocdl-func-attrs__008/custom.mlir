module {
  llvm.func @i() attributes {rocdl.flat_work_group_size = "1,256", rocdl.kernel, rocdl.reqd_work_group_size = array<i32: 1, 2, 3>, rocdl.uniform_work_group_size} {
    llvm.return
  }
}

