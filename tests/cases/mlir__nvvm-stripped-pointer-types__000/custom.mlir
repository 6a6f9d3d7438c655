module {
  llvm.func @f(%arg0: !llvm.ptr, %arg1: !llvm.ptr<3>, %arg2: i32) {
    nvvm.cp.async.bulk.tensor.global.shared.cta %arg0, %arg1, box[%arg2] : !llvm.ptr, <3>
    nvvm.cp.async.bulk.tensor.global.shared.cta %arg0, %arg1, box[%arg2] : !llvm.ptr, <3>
    llvm.return
  }
}

