
llvm.func @f(%v: vector<1xf32>, %w: vector<[1]xf32>, %u: vector<2xf32>) -> !llvm.struct<(vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>)> {
  %0 = llvm.shufflevector %v, %v [0] : vector<1xf32>
  %1 = llvm.shufflevector %v, %v [1] : vector<1xf32>
  %2 = llvm.shufflevector %u, %u [0] : vector<2xf32>
  %3 = llvm.shufflevector %w, %w [0] : vector<[1]xf32>
  %s = llvm.mlir.poison : !llvm.struct<(vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>)>
  %s0 = llvm.insertvalue %0, %s[0] : !llvm.struct<(vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>)>
  %s1 = llvm.insertvalue %1, %s0[1] : !llvm.struct<(vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>)>
  %s2 = llvm.insertvalue %2, %s1[2] : !llvm.struct<(vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>)>
  llvm.return %s2 : !llvm.struct<(vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>)>
}
