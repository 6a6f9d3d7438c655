#loc2 = loc("input.mlir":2:14)
#loc3 = loc("input.mlir":2:33)
#loc4 = loc("input.mlir":2:42)
#loc5 = loc("input.mlir":2:51)
#loc6 = loc("input.mlir":2:60)
"builtin.module"() ({
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void (vector<2xf16>, i32, f32, f64, i32)>, linkage = #llvm.linkage<external>, sym_name = "f", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
  ^bb0(%arg0: vector<2xf16> loc("input.mlir":2:14), %arg1: i32 loc("input.mlir":2:33), %arg2: f32 loc("input.mlir":2:42), %arg3: f64 loc("input.mlir":2:51), %arg4: i32 loc("input.mlir":2:60)):
    %0 = "nvvm.mma.sp.sync"(%arg1, %arg1, %arg1, %arg1, %arg2, %arg2, %arg2, %arg2, %arg4, %arg4) <{multiplicandAPtxType = #nvvm.mma_type<bf16>, multiplicandBPtxType = #nvvm.mma_type<bf16>, operandSegmentSizes = array<i32: 2, 2, 4, 1, 1>, shape = #nvvm.shape<m = 16, n = 8, k = 16>}> : (i32, i32, i32, i32, f32, f32, f32, f32, i32, i32) -> !llvm.struct<(f32, f32, f32, f32)> loc(#loc7)
    "llvm.return"() : () -> () loc(#loc8)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":2:1)
#loc7 = loc("input.mlir":3:8)
#loc8 = loc("input.mlir":4:3)

