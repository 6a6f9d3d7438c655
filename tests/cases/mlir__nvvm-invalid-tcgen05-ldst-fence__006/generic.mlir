"builtin.module"() ({
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void ()>, linkage = #llvm.linkage<external>, sym_name = "f", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
    "nvvm.fence.sync_restrict"() <{order = #nvvm.mem_order<acquire>}> : () -> ()
    "nvvm.fence.sync_restrict"() <{order = #nvvm.mem_order<release>}> : () -> ()
    "llvm.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

