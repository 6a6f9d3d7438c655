
llvm.mlir.global external @gv() : i32
llvm.mlir.alias external @ga : i32 {
  %0 = llvm.mlir.addressof @gv : !llvm.ptr
  llvm.return %0 : !llvm.ptr
}
llvm.func @g() -> !llvm.ptr {
  // expected-error@+1 {{'llvm.dso_local_equivalent' op must reference an alias to a function}}
  %0 = llvm.dso_local_equivalent @ga : !llvm.ptr
  llvm.return %0 : !llvm.ptr
}

