"builtin.module"() ({
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void (vector<2xf16>, i32, f32, f64, i32)>, linkage = #llvm.linkage<external>, sym_name = "f", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
  ^bb0(%arg0: vector<2xf16>, %arg1: i32, %arg2: f32, %arg3: f64, %arg4: i32):
    %0 = "nvvm.mma.sp.sync"(%arg1, %arg1, %arg1, %arg1, %arg2, %arg2, %arg2, %arg2, %arg4, %arg4) <{multiplicandAPtxType = #nvvm.mma_type<bf16>, multiplicandBPtxType = #nvvm.mma_type<bf16>, operandSegmentSizes = array<i32: 2, 2, 4, 1, 1>, shape = #nvvm.shape<m = 16, n = 8, k = 16>}> : (i32, i32, i32, i32, f32, f32, f32, f32, i32, i32) -> !llvm.struct<(f32, f32, f32, f32)>
    "llvm.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

