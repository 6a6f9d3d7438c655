
llvm.func @f(%d: !llvm.ptr<6>, %a6: !llvm.ptr<6>, %a: i64, %b: i64, %id: i32, %e: i1, %s: i64, %m: !llvm.ptr<6>, %v4: vector<4xi32>, %v8: vector<8xi32>) {
  "nvvm.tcgen05.mma.block_scale"(%d, %a, %b, %id, %e, %m, %m) <{kind = #nvvm.block_scale_kind<mxf4nvf4>, ctaGroup = #nvvm.cta_group<cta_1>, blockScale = #nvvm.tcgen05_mma_block_scale<block32>}> : (!llvm.ptr<6>, i64, i64, i32, i1, !llvm.ptr<6>, !llvm.ptr<6>) -> ()
  llvm.return
}
