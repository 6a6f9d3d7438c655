module {
  llvm.func @f(%arg0: !llvm.ptr, %arg1: !llvm.ptr<1>, %arg2: !llvm.ptr<3>, %arg3: !llvm.ptr<7>, %arg4: i32, %arg5: i16, %arg6: i64, %arg7: i1) {
    nvvm.cp.async.bulk.tensor.prefetch %arg0, box[%arg4, %arg4, %arg4, %arg4, %arg4] {mode = #nvvm.tma_load_mode<tile_gather4>} : !llvm.ptr
    llvm.return
  }
}

