module {
  llvm.func @prefetch(%arg0: !llvm.ptr, %arg1: !llvm.ptr<5>, %arg2: !llvm.ptr<1>, %arg3: !llvm.ptr<4>, %arg4: i1) {
    nvvm.prefetch level =  L1, %arg0 : !llvm.ptr
    nvvm.prefetch level =  L2, evict_priority =  evict_last, %arg2 : !llvm.ptr<1>
    nvvm.prefetch level =  L1 uniform, %arg0 : !llvm.ptr
    nvvm.prefetch tensormap in_param_space, %arg0 : !llvm.ptr
    nvvm.prefetch tensormap, %arg3, predicate = %arg4 : !llvm.ptr<4>, i1
    nvvm.prefetch level =  L1, %arg0 {foo} : !llvm.ptr
    llvm.return
  }
}

