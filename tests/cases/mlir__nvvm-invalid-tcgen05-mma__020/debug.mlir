#loc2 = loc("input.mlir":2:14)
#loc3 = loc("input.mlir":2:32)
#loc4 = loc("input.mlir":2:51)
#loc5 = loc("input.mlir":2:60)
#loc6 = loc("input.mlir":2:69)
#loc7 = loc("input.mlir":2:79)
#loc8 = loc("input.mlir":2:87)
#loc9 = loc("input.mlir":2:96)
#loc10 = loc("input.mlir":2:114)
#loc11 = loc("input.mlir":2:134)
"builtin.module"() ({
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void (ptr<6>, ptr<6>, i64, i64, i32, i1, i64, ptr<6>, vector<4xi32>, vector<8xi32>)>, linkage = #llvm.linkage<external>, sym_name = "f", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
  ^bb0(%arg0: !llvm.ptr<6> loc("input.mlir":2:14), %arg1: !llvm.ptr<6> loc("input.mlir":2:32), %arg2: i64 loc("input.mlir":2:51), %arg3: i64 loc("input.mlir":2:60), %arg4: i32 loc("input.mlir":2:69), %arg5: i1 loc("input.mlir":2:79), %arg6: i64 loc("input.mlir":2:87), %arg7: !llvm.ptr<6> loc("input.mlir":2:96), %arg8: vector<4xi32> loc("input.mlir":2:114), %arg9: vector<8xi32> loc("input.mlir":2:134)):
    "nvvm.tcgen05.mma.block_scale"(%arg0, %arg2, %arg3, %arg4, %arg5, %arg7, %arg7) <{blockScale = #nvvm.tcgen05_mma_block_scale<block32>, collectorOp = #nvvm.tcgen05_mma_collectorop<discard>, ctaGroup = #nvvm.cta_group<cta_1>, kind = #nvvm.block_scale_kind<mxf4nvf4>}> : (!llvm.ptr<6>, i64, i64, i32, i1, !llvm.ptr<6>, !llvm.ptr<6>) -> () loc(#loc12)
    "llvm.return"() : () -> () loc(#loc13)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":2:1)
#loc12 = loc("input.mlir":3:3)
#loc13 = loc("input.mlir":4:3)

