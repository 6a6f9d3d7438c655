module {
  func.func @s2(%arg0: tensor<8x16xf32>, %arg1: tensor<4xf32>, %arg2: index) -> tensor<8x16xf32> {
    %inserted_slice = tensor.insert_slice %arg1 into %arg0[%arg2, 0] [1, 4] [1, 1] : tensor<4xf32> into tensor<8x16xf32>
    return %inserted_slice : tensor<8x16xf32>
  }
}

