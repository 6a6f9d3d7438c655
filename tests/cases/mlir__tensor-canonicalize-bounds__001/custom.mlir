module {
  func.func @insert_slice_output_dest_canonicalize(%arg0: tensor<2x3xi32>, %arg1: tensor<i32>) -> tensor<3x9xi32> {
    %c9 = arith.constant 9 : index
    %c3 = arith.constant 3 : index
    %extracted = tensor.extract %arg1[] : tensor<i32>
    %generated = tensor.generate %c9, %c3 {
    ^bb0(%arg2: index, %arg3: index):
      tensor.yield %extracted : i32
    } : tensor<?x?xi32>
    %inserted_slice = tensor.insert_slice %arg0 into %generated[0, 1] [2, 3] [1, 1] : tensor<2x3xi32> into tensor<?x?xi32>
    %cast = tensor.cast %inserted_slice : tensor<?x?xi32> to tensor<3x9xi32>
    return %cast : tensor<3x9xi32>
  }
}

