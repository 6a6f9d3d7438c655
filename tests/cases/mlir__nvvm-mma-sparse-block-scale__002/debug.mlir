#loc2 = loc("input.mlir":2:14)
#loc3 = loc("input.mlir":2:34)
#loc4 = loc("input.mlir":2:44)
"builtin.module"() ({
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void (vector<2xf16>, f32, i32)>, linkage = #llvm.linkage<external>, sym_name = "f", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
  ^bb0(%arg0: vector<2xf16> loc("input.mlir":2:14), %arg1: f32 loc("input.mlir":2:34), %arg2: i32 loc("input.mlir":2:44)):
    %0 = "nvvm.mma.sp.sync"(%arg0, %arg0, %arg0, %arg0, %arg0, %arg0, %arg0, %arg0, %arg1, %arg1, %arg1, %arg1, %arg2, %arg2) <{multiplicandAPtxType = #nvvm.mma_type<f16>, multiplicandBPtxType = #nvvm.mma_type<f16>, operandSegmentSizes = array<i32: 4, 4, 4, 1, 1>, shape = #nvvm.shape<m = 16, n = 8, k = 32>}> : (vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, f32, f32, f32, f32, i32, i32) -> !llvm.struct<(f32, f32, f32, f32)> loc(#loc5)
    "llvm.return"() : () -> () loc(#loc6)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":2:1)
#loc5 = loc("input.mlir":3:8)
#loc6 = loc("input.mlir":4:3)

