
llvm.func @i() attributes {rocdl.reqd_work_group_size = array<i32: 1, 2, 3>, rocdl.flat_work_group_size = "1,256", rocdl.kernel, rocdl.uniform_work_group_size} { llvm.return }
