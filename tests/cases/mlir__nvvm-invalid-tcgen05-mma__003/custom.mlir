module {
  llvm.func @f(%arg0: !llvm.ptr<6>, %arg1: !llvm.ptr<6>, %arg2: i64, %arg3: i64, %arg4: i32, %arg5: i1, %arg6: i64, %arg7: !llvm.ptr<6>, %arg8: vector<4xi32>, %arg9: vector<8xi32>) {
    nvvm.tcgen05.mma %arg0, %arg2, %arg3, %arg4, %arg5 scale = %arg6 {ctaGroup = #nvvm.cta_group<cta_1>, kind = #nvvm.tcgen05_mma_kind<i8>} : (!llvm.ptr<6>, i64, i64, i32, i1, i64)
    llvm.return
  }
}

