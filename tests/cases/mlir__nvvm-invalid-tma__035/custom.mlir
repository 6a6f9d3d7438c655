module {
  llvm.func @f(%arg0: !llvm.ptr, %arg1: !llvm.ptr<1>, %arg2: !llvm.ptr<3>, %arg3: !llvm.ptr<7>, %arg4: i32, %arg5: i16, %arg6: i64, %arg7: i1) {
    nvvm.cp.async.bulk.shared.cluster.global %arg3, %arg1, %arg2, %arg4 multicast_mask = %arg5 : !llvm.ptr<7>, <1>
    llvm.return
  }
}

