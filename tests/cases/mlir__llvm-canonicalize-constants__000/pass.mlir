module {
  llvm.mlir.global external @g() {addr_space = 0 : i32} : i32
  llvm.func @use(!llvm.ptr, !llvm.ptr, i32, i32, f32, vector<2xi32>, !llvm.struct<(i32)>, !llvm.struct<(i32)>, !llvm.ptr)
  llvm.func @constants(%arg0: i32) {
    %0 = llvm.mlir.undef : !llvm.struct<(i32)>
    %1 = llvm.mlir.addressof @g : !llvm.ptr
    %2 = llvm.mlir.zero : i32
    %3 = llvm.mlir.zero : f32
    %4 = llvm.mlir.zero : vector<2xi32>
    %5 = llvm.mlir.poison : !llvm.struct<(i32)>
    %6 = llvm.mlir.zero : !llvm.ptr
    llvm.call @use(%1, %1, %2, %2, %3, %4, %0, %5, %6) : (!llvm.ptr, !llvm.ptr, i32, i32, f32, vector<2xi32>, !llvm.struct<(i32)>, !llvm.struct<(i32)>, !llvm.ptr) -> ()
    llvm.return
  }
}

