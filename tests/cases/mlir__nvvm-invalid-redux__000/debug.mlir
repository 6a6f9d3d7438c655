"builtin.module"() ({
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void ()>, linkage = #llvm.linkage<external>, sym_name = "f", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
    %0 = "nvvm.read.ptx.sreg.tid.x"() <{range = #llvm.constant_range<i64, 0, 128>}> : () -> i32 loc(#loc2)
    "llvm.return"() : () -> () loc(#loc3)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":3:1)
#loc2 = loc("input.mlir":4:8)
#loc3 = loc("input.mlir":5:3)

