"builtin.module"() ({
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<struct<(vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>)> (vector<1xf32>, vector<[1]xf32>, vector<2xf32>)>, linkage = #llvm.linkage<external>, sym_name = "f", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
  ^bb0(%arg0: vector<1xf32>, %arg1: vector<[1]xf32>, %arg2: vector<2xf32>):
    %0 = "llvm.shufflevector"(%arg0, %arg0) <{mask = array<i32: 0>}> : (vector<1xf32>, vector<1xf32>) -> vector<1xf32>
    %1 = "llvm.shufflevector"(%arg0, %arg0) <{mask = array<i32: 1>}> : (vector<1xf32>, vector<1xf32>) -> vector<1xf32>
    %2 = "llvm.shufflevector"(%arg2, %arg2) <{mask = array<i32: 0>}> : (vector<2xf32>, vector<2xf32>) -> vector<1xf32>
    %3 = "llvm.shufflevector"(%arg1, %arg1) <{mask = array<i32: 0>}> : (vector<[1]xf32>, vector<[1]xf32>) -> vector<[1]xf32>
    %4 = "llvm.mlir.poison"() : () -> !llvm.struct<(vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>)>
    %5 = "llvm.insertvalue"(%4, %0) <{position = array<i64: 0>}> : (!llvm.struct<(vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>)>, vector<1xf32>) -> !llvm.struct<(vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>)>
    %6 = "llvm.insertvalue"(%5, %1) <{position = array<i64: 1>}> : (!llvm.struct<(vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>)>, vector<1xf32>) -> !llvm.struct<(vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>)>
    %7 = "llvm.insertvalue"(%6, %2) <{position = array<i64: 2>}> : (!llvm.struct<(vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>)>, vector<1xf32>) -> !llvm.struct<(vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>)>
    "llvm.return"(%7) : (!llvm.struct<(vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>)>) -> ()
  }) : () -> ()
}) : () -> ()

