module {
  func.func @chains(%arg0: tensor<4xi32>, %arg1: tensor<?x?xf32>, %arg2: tensor<2xindex>) -> (tensor<4xf32>, tensor<4xi32>, index, i32) {
    %c0 = arith.constant 0 : index
    %0 = tensor.bitcast %arg0 : tensor<4xi32> to tensor<4xf32>
    %extracted = tensor.extract %arg2[%c0] : tensor<2xindex>
    %extracted_0 = tensor.extract %arg2[%c0] : tensor<2xindex>
    %1 = arith.index_cast %extracted_0 : index to i32
    return %0, %arg0, %extracted, %1 : tensor<4xf32>, tensor<4xi32>, index, i32
  }
}

