module {
  llvm.mlir.global internal @table() {addr_space = 0 : i32} : !llvm.array<2 x ptr> {
    %0 = llvm.mlir.undef : !llvm.array<2 x ptr>
    %1 = llvm.mlir.addressof @table : !llvm.ptr
    %2 = llvm.insertvalue %1, %0[0] : !llvm.array<2 x ptr> 
    %3 = llvm.insertvalue %1, %2[1] : !llvm.array<2 x ptr> 
    llvm.return %3 : !llvm.array<2 x ptr>
  }
}

