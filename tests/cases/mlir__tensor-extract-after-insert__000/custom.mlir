module {
  func.func @f(%arg0: tensor<8xi32>, %arg1: i32) -> (i32, tensor<8xi32>) {
    %c7 = arith.constant 7 : index
    %c-1 = arith.constant -1 : index
    %inserted = tensor.insert %arg1 into %arg0[%c7] : tensor<8xi32>
    %extracted = tensor.extract %inserted[%c7] : tensor<8xi32>
    %inserted_0 = tensor.insert %extracted into %inserted[%c7] : tensor<8xi32>
    %extracted_1 = tensor.extract %inserted_0[%c-1] : tensor<8xi32>
    %inserted_2 = tensor.insert %extracted_1 into %inserted_0[%c-1] : tensor<8xi32>
    return %extracted, %inserted_2 : i32, tensor<8xi32>
  }
}

