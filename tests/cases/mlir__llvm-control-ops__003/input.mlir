
llvm.func @f()
llvm.func @ctor() {
  llvm.return
}
llvm.mlir.alias external @fa : !llvm.func<void ()> {
  %0 = llvm.mlir.addressof @f : !llvm.ptr
  llvm.return %0 : !llvm.ptr
}
llvm.mlir.global_ctors ctors = [@ctor], priorities = [65535 : i32], data = [#llvm.zero]
llvm.mlir.global_dtors dtors = [@ctor, @ctor], priorities = [0 : i32, 1 : i32], data = [#llvm.zero, @ctor]
llvm.func @equivalents() -> !llvm.ptr {
  %0 = llvm.dso_local_equivalent @f : !llvm.ptr
  %1 = llvm.dso_local_equivalent @fa : !llvm.ptr
  llvm.return %1 : !llvm.ptr
}

