
llvm.func @b() attributes {rocdl.reqd_work_group_size = [1, 2]} { llvm.return }
