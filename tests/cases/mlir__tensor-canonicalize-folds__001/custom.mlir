module {
  func.func @dims(%arg0: tensor<4x?x?xf32>, %arg1: index, %arg2: index, %arg3: index) -> (index, index, index, index, index, index) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c5 = arith.constant 5 : index
    %c-1 = arith.constant -1 : index
    %dim = tensor.dim %arg0, %c0 : tensor<4x?x?xf32>
    %dim_0 = tensor.dim %arg0, %c5 : tensor<4x?x?xf32>
    %dim_1 = tensor.dim %arg0, %c-1 : tensor<4x?x?xf32>
    %generated = tensor.generate %arg2, %arg3 {
    ^bb0(%arg4: index, %arg5: index, %arg6: index):
      %cst = arith.constant 1.000000e+00 : f32
      tensor.yield %cst : f32
    } : tensor<3x?x?xf32>
    %dim_2 = tensor.dim %generated, %c2 : tensor<3x?x?xf32>
    %extracted_slice = tensor.extract_slice %arg0[0, 0, 0] [2, %arg2, %arg3] [1, 1, 1] : tensor<4x?x?xf32> to tensor<2x?x?xf32>
    %dim_3 = tensor.dim %extracted_slice, %c1 : tensor<2x?x?xf32>
    %cast = tensor.cast %arg0 : tensor<4x?x?xf32> to tensor<?x?x?xf32>
    %dim_4 = tensor.dim %cast, %arg1 : tensor<?x?x?xf32>
    return %dim, %dim_0, %dim_1, %dim_2, %dim_3, %dim_4 : index, index, index, index, index, index
  }
}

