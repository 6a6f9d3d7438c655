
llvm.func @f(%p: !llvm.ptr, %v: f80) {
  // expected-error @below {{'llvm.store' op unsupported type 'f80' for atomic access}}
  llvm.store %v, %p atomic release {alignment = 16 : i64} : f80, !llvm.ptr
  llvm.return
}

