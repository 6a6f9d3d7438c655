module {
  llvm.func @f(%arg0: vector<1xf32>, %arg1: vector<[1]xf32>, %arg2: vector<2xf32>) -> !llvm.struct<(vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>)> {
    %0 = llvm.shufflevector %arg0, %arg0 [0] : vector<1xf32> 
    %1 = llvm.shufflevector %arg0, %arg0 [1] : vector<1xf32> 
    %2 = llvm.shufflevector %arg2, %arg2 [0] : vector<2xf32> 
    %3 = llvm.shufflevector %arg1, %arg1 [0] : vector<[1]xf32> 
    %4 = llvm.mlir.poison : !llvm.struct<(vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>)>
    %5 = llvm.insertvalue %0, %4[0] : !llvm.struct<(vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>)> 
    %6 = llvm.insertvalue %1, %5[1] : !llvm.struct<(vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>)> 
    %7 = llvm.insertvalue %2, %6[2] : !llvm.struct<(vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>)> 
    llvm.return %7 : !llvm.struct<(vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>)>
  }
}

