
llvm.func @e() attributes {rocdl.max_flat_work_group_size = "x"} { llvm.return }
