module {
  llvm.func @cmps(%arg0: i32, %arg1: vector<4xi32>, %arg2: i64) -> !llvm.struct<(i1, i1, vector<4xi1>, i1, i1, i1, i1)> {
    %0 = llvm.icmp "eq" %arg0, %arg0 : i32
    %1 = llvm.icmp "ne" %arg0, %arg0 : i32
    %2 = llvm.icmp "eq" %arg1, %arg1 : vector<4xi32>
    %3 = llvm.icmp "slt" %arg0, %arg0 : i32
    %4 = llvm.alloca %arg2 x i32 : (i64) -> !llvm.ptr
    %5 = llvm.mlir.zero : !llvm.ptr
    %6 = llvm.icmp "eq" %4, %5 : !llvm.ptr
    %7 = llvm.icmp "ne" %5, %4 : !llvm.ptr
    %8 = llvm.icmp "ult" %5, %4 : !llvm.ptr
    %9 = llvm.mlir.undef : !llvm.struct<(i1, i1, vector<4xi1>, i1, i1, i1, i1)>
    %10 = llvm.insertvalue %0, %9[0] : !llvm.struct<(i1, i1, vector<4xi1>, i1, i1, i1, i1)> 
    %11 = llvm.insertvalue %1, %10[1] : !llvm.struct<(i1, i1, vector<4xi1>, i1, i1, i1, i1)> 
    %12 = llvm.insertvalue %2, %11[2] : !llvm.struct<(i1, i1, vector<4xi1>, i1, i1, i1, i1)> 
    %13 = llvm.insertvalue %3, %12[3] : !llvm.struct<(i1, i1, vector<4xi1>, i1, i1, i1, i1)> 
    %14 = llvm.insertvalue %6, %13[4] : !llvm.struct<(i1, i1, vector<4xi1>, i1, i1, i1, i1)> 
    %15 = llvm.insertvalue %7, %14[5] : !llvm.struct<(i1, i1, vector<4xi1>, i1, i1, i1, i1)> 
    %16 = llvm.insertvalue %8, %15[6] : !llvm.struct<(i1, i1, vector<4xi1>, i1, i1, i1, i1)> 
    llvm.return %16 : !llvm.struct<(i1, i1, vector<4xi1>, i1, i1, i1, i1)>
  }
}

