
func.func @f(%t: tensor<4x4xf32>, %i: index) {
// expected-error@+1 {{slice along dimension 0 runs out-of-bounds: 6 >= 4}}
  %0 = tensor.insert_slice %t into %t[0, 0] [4, 4] [2, 1] : tensor<4x4xf32> into tensor<4x4xf32>
  return
}
