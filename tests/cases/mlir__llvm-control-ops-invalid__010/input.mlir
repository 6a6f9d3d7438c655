
llvm.func @g() -> !llvm.ptr {
  // expected-error@+1 {{'llvm.dso_local_equivalent' op must reference a global defined by 'llvm.func' or 'llvm.mlir.alias'}}
  %0 = llvm.dso_local_equivalent @h : !llvm.ptr
  llvm.return %0 : !llvm.ptr
}

