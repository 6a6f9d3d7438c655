module {
  llvm.func @f(%arg0: !llvm.ptr<6>, %arg1: !llvm.ptr<6>, %arg2: i64, %arg3: i64, %arg4: i32, %arg5: i1, %arg6: i64, %arg7: !llvm.ptr<6>, %arg8: vector<4xi32>, %arg9: vector<8xi32>) {
    nvvm.tcgen05.mma.block_scale %arg0, %arg2, %arg3, %arg4, %arg5, %arg7, %arg7 {blockScale = #nvvm.tcgen05_mma_block_scale<block16>, ctaGroup = #nvvm.cta_group<cta_1>, kind = #nvvm.block_scale_kind<mxf4nvf4>} : (!llvm.ptr<6>, i64, i64, i32, i1, !llvm.ptr<6>, !llvm.ptr<6>)
    llvm.return
  }
}

