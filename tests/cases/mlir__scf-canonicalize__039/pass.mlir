module {
  func.func @promote(%arg0: tensor<8xf32>, %arg1: tensor<1xf32>) -> tensor<8xf32> {
    %c4 = arith.constant 4 : index
    "test.use"(%c4) : (index) -> ()
    %inserted_slice = tensor.insert_slice %arg1 into %arg0[2] [1] [1] : tensor<1xf32> into tensor<8xf32>
    return %inserted_slice : tensor<8xf32>
  }
}

