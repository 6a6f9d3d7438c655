
llvm.func @cmps(%x: i32, %v: vector<4xi32>, %n: i64) -> !llvm.struct<(i1, i1, vector<4xi1>, i1, i1, i1, i1)> {
  %0 = llvm.icmp "eq" %x, %x : i32
  %1 = llvm.icmp "ne" %x, %x : i32
  %2 = llvm.icmp "eq" %v, %v : vector<4xi32>
  %3 = llvm.icmp "slt" %x, %x : i32
  %a = llvm.alloca %n x i32 : (i64) -> !llvm.ptr
  %null = llvm.mlir.zero : !llvm.ptr
  %4 = llvm.icmp "eq" %a, %null : !llvm.ptr
  %5 = llvm.icmp "ne" %null, %a : !llvm.ptr
  %6 = llvm.icmp "ult" %null, %a : !llvm.ptr
  %s0 = llvm.mlir.undef : !llvm.struct<(i1, i1, vector<4xi1>, i1, i1, i1, i1)>
  %s1 = llvm.insertvalue %0, %s0[0] : !llvm.struct<(i1, i1, vector<4xi1>, i1, i1, i1, i1)>
  %s2 = llvm.insertvalue %1, %s1[1] : !llvm.struct<(i1, i1, vector<4xi1>, i1, i1, i1, i1)>
  %s3 = llvm.insertvalue %2, %s2[2] : !llvm.struct<(i1, i1, vector<4xi1>, i1, i1, i1, i1)>
  %s4 = llvm.insertvalue %3, %s3[3] : !llvm.struct<(i1, i1, vector<4xi1>, i1, i1, i1, i1)>
  %s5 = llvm.insertvalue %4, %s4[4] : !llvm.struct<(i1, i1, vector<4xi1>, i1, i1, i1, i1)>
  %s6 = llvm.insertvalue %5, %s5[5] : !llvm.struct<(i1, i1, vector<4xi1>, i1, i1, i1, i1)>
  %s7 = llvm.insertvalue %6, %s6[6] : !llvm.struct<(i1, i1, vector<4xi1>, i1, i1, i1, i1)>
  llvm.return %s7 : !llvm.struct<(i1, i1, vector<4xi1>, i1, i1, i1, i1)>
}

