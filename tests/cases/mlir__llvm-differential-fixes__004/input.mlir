
llvm.func @f(%p: !llvm.ptr, %v: i32) {
  // expected-error @below {{'llvm.store' op expected alignment for atomic access}}
  llvm.store %v, %p atomic seq_cst : i32, !llvm.ptr
  llvm.return
}

