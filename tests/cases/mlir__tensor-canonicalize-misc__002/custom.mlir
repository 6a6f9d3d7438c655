module {
  func.func @s2(%arg0: tensor<8x16xf32>, %arg1: tensor<4xf32>, %arg2: index) -> tensor<8x16xf32> {
    %cast = tensor.cast %arg1 : tensor<4xf32> to tensor<?xf32>
    %inserted_slice = tensor.insert_slice %cast into %arg0[%arg2, 0] [1, %arg2] [1, 1] : tensor<?xf32> into tensor<8x16xf32>
    return %inserted_slice : tensor<8x16xf32>
  }
}

