module {
  llvm.func @f()
  llvm.func @g(%arg0: i1) -> !llvm.ptr {
    %0 = llvm.dso_local_equivalent @f : !llvm.ptr
    llvm.cond_br %arg0, ^bb1, ^bb2
  ^bb1:  // pred: ^bb0
    llvm.return %0 : !llvm.ptr
  ^bb2:  // pred: ^bb0
    llvm.return %0 : !llvm.ptr
  }
}

