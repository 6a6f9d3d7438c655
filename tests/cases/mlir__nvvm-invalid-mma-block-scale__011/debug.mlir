#loc2 = loc("input.mlir":2:14)
#loc3 = loc("input.mlir":2:24)
#loc4 = loc("input.mlir":2:34)
#loc5 = loc("input.mlir":2:44)
#loc6 = loc("input.mlir":2:53)
"builtin.module"() ({
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void (i32, i32, f32, i32, i16)>, linkage = #llvm.linkage<external>, sym_name = "f", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
  ^bb0(%arg0: i32 loc("input.mlir":2:14), %arg1: i32 loc("input.mlir":2:24), %arg2: f32 loc("input.mlir":2:34), %arg3: i32 loc("input.mlir":2:44), %arg4: i16 loc("input.mlir":2:53)):
    %0 = "nvvm.mma.sp.block_scale"(%arg0, %arg0, %arg1, %arg1, %arg2, %arg2, %arg2, %arg2, %arg3, %arg3, %arg3, %arg4, %arg4, %arg3, %arg4, %arg4) <{blockScaleFormat = #nvvm.block_scale_format<ue4m3>, kind = #nvvm.block_scale_kind<mxf4nvf4>, multiplicandAPtxType = #nvvm.mma_type<e2m1>, multiplicandBPtxType = #nvvm.mma_type<e2m1>, operandSegmentSizes = array<i32: 2, 2, 4, 1, 1, 1, 1, 1, 1, 1, 1>, orderedMetadata, scaleVecSize = #nvvm.scale_vec_size<x4>, shape = #nvvm.shape<m = 16, n = 8, k = 128>}> : (i32, i32, i32, i32, f32, f32, f32, f32, i32, i32, i32, i16, i16, i32, i16, i16) -> !llvm.struct<(f32, f32, f32, f32)> loc(#loc7)
    "llvm.return"() : () -> () loc(#loc8)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":2:1)
#loc7 = loc("input.mlir":3:8)
#loc8 = loc("input.mlir":4:3)

