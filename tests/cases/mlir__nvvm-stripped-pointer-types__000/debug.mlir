#loc2 = loc("input.mlir":3:14)
#loc3 = loc("input.mlir":3:30)
#loc4 = loc("input.mlir":3:49)
"builtin.module"() ({
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void (ptr, ptr<3>, i32)>, linkage = #llvm.linkage<external>, sym_name = "f", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
  ^bb0(%arg0: !llvm.ptr loc("input.mlir":3:14), %arg1: !llvm.ptr<3> loc("input.mlir":3:30), %arg2: i32 loc("input.mlir":3:49)):
    "nvvm.cp.async.bulk.tensor.global.shared.cta"(%arg0, %arg1, %arg2) <{mode = #nvvm.tma_store_mode<tile>, operandSegmentSizes = array<i32: 1, 1, 1, 0, 0>}> : (!llvm.ptr, !llvm.ptr<3>, i32) -> () loc(#loc5)
    "nvvm.cp.async.bulk.tensor.global.shared.cta"(%arg0, %arg1, %arg2) <{mode = #nvvm.tma_store_mode<tile>, operandSegmentSizes = array<i32: 1, 1, 1, 0, 0>}> : (!llvm.ptr, !llvm.ptr<3>, i32) -> () loc(#loc6)
    "llvm.return"() : () -> () loc(#loc7)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":3:1)
#loc5 = loc("input.mlir":4:3)
#loc6 = loc("input.mlir":5:3)
#loc7 = loc("input.mlir":6:3)

