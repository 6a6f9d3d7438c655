#loc2 = loc("input.mlir":3:14)
#loc3 = loc("input.mlir":3:30)
#loc4 = loc("input.mlir":3:49)
#loc5 = loc("input.mlir":3:68)
#loc6 = loc("input.mlir":3:87)
#loc7 = loc("input.mlir":3:96)
#loc8 = loc("input.mlir":3:105)
#loc9 = loc("input.mlir":3:114)
"builtin.module"() ({
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void (ptr, ptr<1>, ptr<3>, ptr<7>, i32, i16, i64, i1)>, linkage = #llvm.linkage<external>, sym_name = "f", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
  ^bb0(%arg0: !llvm.ptr loc("input.mlir":3:14), %arg1: !llvm.ptr<1> loc("input.mlir":3:30), %arg2: !llvm.ptr<3> loc("input.mlir":3:49), %arg3: !llvm.ptr<7> loc("input.mlir":3:68), %arg4: i32 loc("input.mlir":3:87), %arg5: i16 loc("input.mlir":3:96), %arg6: i64 loc("input.mlir":3:105), %arg7: i1 loc("input.mlir":3:114)):
    "nvvm.cp.async.bulk.tensor.global.shared.cta"(%arg0, %arg2, %arg4, %arg7) <{mode = #nvvm.tma_store_mode<tile>, operandSegmentSizes = array<i32: 1, 1, 1, 0, 1>}> : (!llvm.ptr, !llvm.ptr<3>, i32, i1) -> () loc(#loc10)
    "llvm.return"() : () -> () loc(#loc11)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":3:1)
#loc10 = loc("input.mlir":4:3)
#loc11 = loc("input.mlir":5:3)

