module {
  func.func @v(%arg0: vector<4xbf16>, %arg1: tensor<2xf32>) -> (vector<4xf32>, tensor<2xbf16>) {
    %0 = arith.bitcast %arg0 : vector<4xbf16> to vector<4xi16>
    %1 = arith.extui %0 : vector<4xi16> to vector<4xi32>
    %cst = arith.constant dense<16> : vector<4xi32>
    %2 = arith.shli %1, %cst : vector<4xi32>
    %3 = arith.bitcast %2 : vector<4xi32> to vector<4xf32>
    %4 = arith.cmpf une, %arg1, %arg1 : tensor<2xf32>
    %cst_0 = arith.constant dense<32767> : tensor<2xi32>
    %cst_1 = arith.constant dense<32704> : tensor<2xi16>
    %cst_2 = arith.constant dense<16> : tensor<2xi32>
    %cst_3 = arith.constant dense<1> : tensor<2xi32>
    %5 = arith.bitcast %arg1 : tensor<2xf32> to tensor<2xi32>
    %6 = arith.shrui %5, %cst_2 : tensor<2xi32>
    %7 = arith.andi %6, %cst_3 : tensor<2xi32>
    %8 = arith.addi %7, %cst_0 : tensor<2xi32>
    %9 = arith.addi %5, %8 : tensor<2xi32>
    %10 = arith.shrui %9, %cst_2 : tensor<2xi32>
    %11 = arith.trunci %10 : tensor<2xi32> to tensor<2xi16>
    %12 = arith.select %4, %cst_1, %11 : tensor<2xi1>, tensor<2xi16>
    %13 = arith.bitcast %12 : tensor<2xi16> to tensor<2xbf16>
    %14 = arith.extf %arg0 : vector<4xbf16> to vector<4xf64>
    return %3, %13 : vector<4xf32>, tensor<2xbf16>
  }
}

