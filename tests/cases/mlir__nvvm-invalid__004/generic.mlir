"builtin.module"() ({
  "gpu.module"() <{sym_name = "no_check", targets = [#nvvm.target<chip = "sm_80", verifyTarget = false>]}> ({
    "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void ()>, linkage = #llvm.linkage<external>, sym_name = "wgmma", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
      "nvvm.wgmma.fence.aligned"() : () -> ()
      "llvm.return"() : () -> ()
    }) : () -> ()
  }) : () -> ()
}) : () -> ()

