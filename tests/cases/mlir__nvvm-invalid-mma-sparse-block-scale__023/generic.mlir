"builtin.module"() ({
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void (vector<2xf16>, i32, f32, f64, i32)>, linkage = #llvm.linkage<external>, sym_name = "f", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
  ^bb0(%arg0: vector<2xf16>, %arg1: i32, %arg2: f32, %arg3: f64, %arg4: i32):
    %0 = "nvvm.mma.sp.sync"(%arg3, %arg3, %arg3, %arg3, %arg4, %arg4) <{multiplicandAPtxType = #nvvm.mma_type<f64>, multiplicandBPtxType = #nvvm.mma_type<f64>, operandSegmentSizes = array<i32: 1, 1, 2, 1, 1>, shape = #nvvm.shape<m = 8, n = 8, k = 4>}> : (f64, f64, f64, f64, i32, i32) -> !llvm.struct<(f64, f64)>
    "llvm.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

