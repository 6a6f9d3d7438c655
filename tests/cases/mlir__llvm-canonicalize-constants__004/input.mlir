
llvm.func @f()
llvm.func @g(%c: i1) -> !llvm.ptr {
  llvm.cond_br %c, ^bb1, ^bb2
^bb1:
  %0 = llvm.dso_local_equivalent @f : !llvm.ptr
  llvm.return %0 : !llvm.ptr
^bb2:
  %1 = llvm.dso_local_equivalent @f : !llvm.ptr
  llvm.return %1 : !llvm.ptr
}

