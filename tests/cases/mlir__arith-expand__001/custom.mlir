module {
  func.func @v(%arg0: vector<4xi32>, %arg1: vector<4xi32>, %arg2: vector<4xf32>, %arg3: vector<4xf32>, %arg4: index, %arg5: index) -> (vector<4xi32>, vector<4xf32>, index, f16) {
    %0 = arith.floordivsi %arg0, %arg1 : vector<4xi32>
    %1 = arith.maximumf %arg2, %arg3 fastmath<nnan> : vector<4xf32>
    %2 = arith.ceildivsi %arg4, %arg5 : index
    %cst = arith.constant 1.000000e+00 : f16
    %3 = arith.minnumf %cst, %cst fastmath<fast> : f16
    return %0, %1, %2, %3 : vector<4xi32>, vector<4xf32>, index, f16
  }
}

