"builtin.module"() ({
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void (i64, i64, struct<(f32, f32, f32, f32)>)>, linkage = #llvm.linkage<external>, sym_name = "ok", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
  ^bb0(%arg0: i64, %arg1: i64, %arg2: !llvm.struct<(f32, f32, f32, f32)>):
    %0 = "nvvm.wgmma.mma_async"(%arg2, %arg0, %arg1) <{layoutA = #nvvm.mma_layout<col>, layoutB = #nvvm.mma_layout<col>, scaleA = #nvvm.wgmma_scale_in<neg>, scaleB = #nvvm.wgmma_scale_in<neg>, scaleD = #nvvm.wgmma_scale_out<one>, shape = #nvvm.shape<m = 64, n = 8, k = 16>, typeA = #nvvm.wgmma_type<f16>, typeB = #nvvm.wgmma_type<f16>, typeD = #nvvm.wgmma_type<f32>}> : (!llvm.struct<(f32, f32, f32, f32)>, i64, i64) -> !llvm.struct<(f32, f32, f32, f32)>
    "llvm.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

