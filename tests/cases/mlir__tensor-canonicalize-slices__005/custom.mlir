module {
  func.func @constant_slices() -> (tensor<2xi32>, tensor<2x2xf32>) {
    %cst = arith.constant dense<[1, 2, 3, 4]> : tensor<4xi32>
    %extracted_slice = tensor.extract_slice %cst[1] [2] [1] : tensor<4xi32> to tensor<2xi32>
    %cst_0 = arith.constant dense<1.000000e+00> : tensor<4x4xf32>
    %extracted_slice_1 = tensor.extract_slice %cst_0[1, 1] [2, 2] [1, 1] : tensor<4x4xf32> to tensor<2x2xf32>
    return %extracted_slice, %extracted_slice_1 : tensor<2xi32>, tensor<2x2xf32>
  }
}

