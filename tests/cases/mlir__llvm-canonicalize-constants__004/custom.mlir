module {
  llvm.func @f()
  llvm.func @g(%arg0: i1) -> !llvm.ptr {
    llvm.cond_br %arg0, ^bb1, ^bb2
  ^bb1:  // pred: ^bb0
    %0 = llvm.dso_local_equivalent @f : !llvm.ptr
    llvm.return %0 : !llvm.ptr
  ^bb2:  // pred: ^bb0
    %1 = llvm.dso_local_equivalent @f : !llvm.ptr
    llvm.return %1 : !llvm.ptr
  }
}

