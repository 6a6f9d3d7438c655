"builtin.module"() ({
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void (ptr<6>, ptr<6>, i64, i64, i32, i1, i64, ptr<6>, vector<4xi32>, vector<8xi32>)>, linkage = #llvm.linkage<external>, sym_name = "f", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
  ^bb0(%arg0: !llvm.ptr<6>, %arg1: !llvm.ptr<6>, %arg2: i64, %arg3: i64, %arg4: i32, %arg5: i1, %arg6: i64, %arg7: !llvm.ptr<6>, %arg8: vector<4xi32>, %arg9: vector<8xi32>):
    "nvvm.tcgen05.mma"(%arg0, %arg1, %arg3, %arg4, %arg5) <{aShift, collectorOp = #nvvm.tcgen05_mma_collectorop<discard>, ctaGroup = #nvvm.cta_group<cta_1>, kind = #nvvm.tcgen05_mma_kind<f16>, operandSegmentSizes = array<i32: 1, 1, 1, 1, 1, 0, 0>}> : (!llvm.ptr<6>, !llvm.ptr<6>, i64, i32, i1) -> ()
    "llvm.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

