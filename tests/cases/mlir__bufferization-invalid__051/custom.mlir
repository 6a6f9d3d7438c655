module {
  func.func @d(%arg0: tensor<2xi32>) -> (tensor<2xi32> {bufferization.foo = 3 : i64}) {
    return %arg0 : tensor<2xi32>
  }
}

