module {
  func.func @from_elements(%arg0: f32, %arg1: index, %arg2: index) -> (f32, f32, tensor<2x2xi32>, tensor<3xi1>, f32) {
    %cst = arith.constant dense<true> : tensor<3xi1>
    %cst_0 = arith.constant dense<[[3, 4], [4, 3]]> : tensor<2x2xi32>
    %c0 = arith.constant 0 : index
    %c4 = arith.constant 4 : index
    %cst_1 = arith.constant 1.500000e+00 : f32
    %from_elements = tensor.from_elements %arg0, %cst_1, %cst_1, %arg0, %arg0, %cst_1 : tensor<2x3xf32>
    %extracted = tensor.extract %from_elements[%c4, %c0] : tensor<2x3xf32>
    return %arg0, %cst_1, %cst_0, %cst, %extracted : f32, f32, tensor<2x2xi32>, tensor<3xi1>, f32
  }
}

