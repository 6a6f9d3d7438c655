module {
  llvm.func @cmps(%arg0: i32, %arg1: vector<4xi32>, %arg2: i64) -> !llvm.struct<(i1, i1, vector<4xi1>, i1, i1, i1, i1)> {
    %0 = llvm.mlir.undef : !llvm.struct<(i1, i1, vector<4xi1>, i1, i1, i1, i1)>
    %1 = llvm.mlir.zero : !llvm.ptr
    %2 = llvm.mlir.constant(true) : i1
    %3 = llvm.mlir.constant(false) : i1
    %4 = llvm.mlir.constant(dense<true> : vector<4xi1>) : vector<4xi1>
    %5 = llvm.icmp "slt" %arg0, %arg0 : i32
    %6 = llvm.alloca %arg2 x i32 : (i64) -> !llvm.ptr
    %7 = llvm.icmp "ult" %1, %6 : !llvm.ptr
    %8 = llvm.insertvalue %2, %0[0] : !llvm.struct<(i1, i1, vector<4xi1>, i1, i1, i1, i1)> 
    %9 = llvm.insertvalue %3, %8[1] : !llvm.struct<(i1, i1, vector<4xi1>, i1, i1, i1, i1)> 
    %10 = llvm.insertvalue %4, %9[2] : !llvm.struct<(i1, i1, vector<4xi1>, i1, i1, i1, i1)> 
    %11 = llvm.insertvalue %5, %10[3] : !llvm.struct<(i1, i1, vector<4xi1>, i1, i1, i1, i1)> 
    %12 = llvm.insertvalue %3, %11[4] : !llvm.struct<(i1, i1, vector<4xi1>, i1, i1, i1, i1)> 
    %13 = llvm.insertvalue %2, %12[5] : !llvm.struct<(i1, i1, vector<4xi1>, i1, i1, i1, i1)> 
    %14 = llvm.insertvalue %7, %13[6] : !llvm.struct<(i1, i1, vector<4xi1>, i1, i1, i1, i1)> 
    llvm.return %14 : !llvm.struct<(i1, i1, vector<4xi1>, i1, i1, i1, i1)>
  }
}

