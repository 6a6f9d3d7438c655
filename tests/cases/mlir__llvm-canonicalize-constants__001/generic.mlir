"builtin.module"() ({
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<struct<(i1, i1, vector<4xi1>, i1, i1, i1, i1)> (i32, vector<4xi32>, i64)>, linkage = #llvm.linkage<external>, sym_name = "cmps", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
  ^bb0(%arg0: i32, %arg1: vector<4xi32>, %arg2: i64):
    %0 = "llvm.icmp"(%arg0, %arg0) <{predicate = 0 : i64}> : (i32, i32) -> i1
    %1 = "llvm.icmp"(%arg0, %arg0) <{predicate = 1 : i64}> : (i32, i32) -> i1
    %2 = "llvm.icmp"(%arg1, %arg1) <{predicate = 0 : i64}> : (vector<4xi32>, vector<4xi32>) -> vector<4xi1>
    %3 = "llvm.icmp"(%arg0, %arg0) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %4 = "llvm.alloca"(%arg2) <{elem_type = i32}> : (i64) -> !llvm.ptr
    %5 = "llvm.mlir.zero"() : () -> !llvm.ptr
    %6 = "llvm.icmp"(%4, %5) <{predicate = 0 : i64}> : (!llvm.ptr, !llvm.ptr) -> i1
    %7 = "llvm.icmp"(%5, %4) <{predicate = 1 : i64}> : (!llvm.ptr, !llvm.ptr) -> i1
    %8 = "llvm.icmp"(%5, %4) <{predicate = 6 : i64}> : (!llvm.ptr, !llvm.ptr) -> i1
    %9 = "llvm.mlir.undef"() : () -> !llvm.struct<(i1, i1, vector<4xi1>, i1, i1, i1, i1)>
    %10 = "llvm.insertvalue"(%9, %0) <{position = array<i64: 0>}> : (!llvm.struct<(i1, i1, vector<4xi1>, i1, i1, i1, i1)>, i1) -> !llvm.struct<(i1, i1, vector<4xi1>, i1, i1, i1, i1)>
    %11 = "llvm.insertvalue"(%10, %1) <{position = array<i64: 1>}> : (!llvm.struct<(i1, i1, vector<4xi1>, i1, i1, i1, i1)>, i1) -> !llvm.struct<(i1, i1, vector<4xi1>, i1, i1, i1, i1)>
    %12 = "llvm.insertvalue"(%11, %2) <{position = array<i64: 2>}> : (!llvm.struct<(i1, i1, vector<4xi1>, i1, i1, i1, i1)>, vector<4xi1>) -> !llvm.struct<(i1, i1, vector<4xi1>, i1, i1, i1, i1)>
    %13 = "llvm.insertvalue"(%12, %3) <{position = array<i64: 3>}> : (!llvm.struct<(i1, i1, vector<4xi1>, i1, i1, i1, i1)>, i1) -> !llvm.struct<(i1, i1, vector<4xi1>, i1, i1, i1, i1)>
    %14 = "llvm.insertvalue"(%13, %6) <{position = array<i64: 4>}> : (!llvm.struct<(i1, i1, vector<4xi1>, i1, i1, i1, i1)>, i1) -> !llvm.struct<(i1, i1, vector<4xi1>, i1, i1, i1, i1)>
    %15 = "llvm.insertvalue"(%14, %7) <{position = array<i64: 5>}> : (!llvm.struct<(i1, i1, vector<4xi1>, i1, i1, i1, i1)>, i1) -> !llvm.struct<(i1, i1, vector<4xi1>, i1, i1, i1, i1)>
    %16 = "llvm.insertvalue"(%15, %8) <{position = array<i64: 6>}> : (!llvm.struct<(i1, i1, vector<4xi1>, i1, i1, i1, i1)>, i1) -> !llvm.struct<(i1, i1, vector<4xi1>, i1, i1, i1, i1)>
    "llvm.return"(%16) : (!llvm.struct<(i1, i1, vector<4xi1>, i1, i1, i1, i1)>) -> ()
  }) : () -> ()
}) : () -> ()

