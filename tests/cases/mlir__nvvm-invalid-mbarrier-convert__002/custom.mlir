module {
  llvm.func @f(%arg0: !llvm.ptr<3>, %arg1: !llvm.ptr<7>, %arg2: !llvm.ptr, %arg3: !llvm.ptr<1>, %arg4: i32, %arg5: i64, %arg6: i1, %arg7: i16) {
    nvvm.mbarrier.arrive %arg1 : !llvm.ptr<7>
    nvvm.mbarrier.arrive %arg0 : !llvm.ptr<3>
    llvm.return
  }
}

