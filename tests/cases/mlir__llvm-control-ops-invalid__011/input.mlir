
llvm.func extern_weak @weak()
llvm.func @g() -> !llvm.ptr {
  // expected-error@+1 {{'llvm.dso_local_equivalent' op target function with 'extern_weak' linkage not allowed}}
  %0 = llvm.dso_local_equivalent @weak : !llvm.ptr
  llvm.return %0 : !llvm.ptr
}

