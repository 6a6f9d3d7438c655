
func.func @h(%m: memref<4xf32>, %c: tensor<4xf32>) {
  // expected-error@+1 {{'bufferization.materialize_in_destination' op operand #0 must be tensor of any type values, but got 'memref<4xf32>'}}
  %0 = "bufferization.materialize_in_destination"(%m, %c) : (memref<4xf32>, tensor<4xf32>) -> (tensor<4xf32>)
  return
}
