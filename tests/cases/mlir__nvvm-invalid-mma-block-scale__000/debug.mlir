#loc2 = loc("input.mlir":3:14)
#loc3 = loc("input.mlir":3:24)
#loc4 = loc("input.mlir":3:34)
#loc5 = loc("input.mlir":3:44)
#loc6 = loc("input.mlir":3:53)
"builtin.module"() ({
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void (i32, i32, f32, i32, i16)>, linkage = #llvm.linkage<external>, sym_name = "f", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
  ^bb0(%arg0: i32 loc("input.mlir":3:14), %arg1: i32 loc("input.mlir":3:24), %arg2: f32 loc("input.mlir":3:34), %arg3: i32 loc("input.mlir":3:44), %arg4: i16 loc("input.mlir":3:53)):
    %0 = "nvvm.mma.block_scale"(%arg0, %arg0, %arg0, %arg0, %arg1, %arg1, %arg2, %arg2, %arg2, %arg2, %arg3, %arg4, %arg4, %arg3, %arg4, %arg4) <{blockScaleFormat = #nvvm.block_scale_format<ue8m0>, kind = #nvvm.block_scale_kind<mxf4nvf4>, multiplicandAPtxType = #nvvm.mma_type<e2m1>, multiplicandBPtxType = #nvvm.mma_type<e2m1>, operandSegmentSizes = array<i32: 4, 2, 4, 1, 1, 1, 1, 1, 1>, scaleVecSize = #nvvm.scale_vec_size<x2>, shape = #nvvm.shape<m = 16, n = 8, k = 64>}> : (i32, i32, i32, i32, i32, i32, f32, f32, f32, f32, i32, i16, i16, i32, i16, i16) -> !llvm.struct<(f32, f32, f32, f32)> loc(#loc7)
    "llvm.return"() : () -> () loc(#loc8)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":3:1)
#loc7 = loc("input.mlir":4:8)
#loc8 = loc("input.mlir":5:3)

