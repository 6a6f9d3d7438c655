"builtin.module"() ({
  "gpu.module"() <{sym_name = "no_check", targets = [#nvvm.target<chip = "sm_80", verifyTarget = false>]}> ({
    "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void ()>, linkage = #llvm.linkage<external>, sym_name = "wgmma", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
      "nvvm.wgmma.fence.aligned"() : () -> () loc(#loc3)
      "llvm.return"() : () -> () loc(#loc4)
    }) : () -> () loc(#loc2)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":2:1)
#loc2 = loc("input.mlir":3:3)
#loc3 = loc("input.mlir":4:5)
#loc4 = loc("input.mlir":5:5)

