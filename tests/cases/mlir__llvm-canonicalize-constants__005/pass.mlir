module {
  llvm.func @f(%arg0: vector<1xf32>, %arg1: vector<[1]xf32>, %arg2: vector<2xf32>) -> !llvm.struct<(vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>)> {
    %0 = llvm.mlir.poison : !llvm.struct<(vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>)>
    %1 = llvm.shufflevector %arg0, %arg0 [1] : vector<1xf32> 
    %2 = llvm.shufflevector %arg2, %arg2 [0] : vector<2xf32> 
    %3 = llvm.insertvalue %arg0, %0[0] : !llvm.struct<(vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>)> 
    %4 = llvm.insertvalue %1, %3[1] : !llvm.struct<(vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>)> 
    %5 = llvm.insertvalue %2, %4[2] : !llvm.struct<(vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>)> 
    llvm.return %5 : !llvm.struct<(vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>)>
  }
}

