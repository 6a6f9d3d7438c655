module {
  llvm.func @f(%arg0: !llvm.ptr, %arg1: !llvm.ptr<1>, %arg2: !llvm.ptr<3>, %arg3: !llvm.ptr<7>, %arg4: i32, %arg5: i16, %arg6: i64, %arg7: i1) {
    nvvm.cp.async.bulk.tensor.shared.cluster.global %arg3, %arg0, %arg2, box[%arg4, %arg4] : !llvm.ptr<7>, !llvm.ptr
    llvm.return
  }
}

