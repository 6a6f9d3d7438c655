
llvm.func @f(%p: !llvm.ptr) {
  // expected-error @below {{'llvm.load' op unsupported type 'i1' for atomic access}}
  %0 = llvm.load %p atomic monotonic {alignment = 1 : i64} : !llvm.ptr -> i1
  llvm.return
}

