module {
  llvm.func @f(%arg0: !llvm.ptr, %arg1: !llvm.ptr<1>, %arg2: !llvm.ptr<3>, %arg3: !llvm.ptr<4>, %arg4: !llvm.ptr<5>, %arg5: i1) {
    nvvm.prefetch tensormap, %arg0, predicate = %arg5 : !llvm.ptr, i1
    llvm.return
  }
}

