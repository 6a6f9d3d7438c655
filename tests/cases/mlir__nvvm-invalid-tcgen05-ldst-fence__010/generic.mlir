"builtin.module"() ({
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void ()>, linkage = #llvm.linkage<external>, sym_name = "f", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
    "nvvm.fence.proxy.sync_restrict"() <{fromProxy = #nvvm.proxy_kind<generic>, order = #nvvm.mem_order<acquire>, toProxy = #nvvm.proxy_kind<async>}> : () -> ()
    "nvvm.fence.proxy.sync_restrict"() <{fromProxy = #nvvm.proxy_kind<generic>, order = #nvvm.mem_order<release>, toProxy = #nvvm.proxy_kind<async>}> : () -> ()
    "llvm.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

