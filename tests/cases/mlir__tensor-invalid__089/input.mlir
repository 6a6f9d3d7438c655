
func.func @f(%t: tensor<4xf32>, %i: index) {
// expected-error@+1 {{expected type to be 'tensor<3xf32>' or a rank-reduced version. (size mismatch)}}
  %0 = tensor.extract_slice %t[0][4][1] {static_sizes = array<i64: 3>} : tensor<4xf32> to tensor<4xf32>
  return
}
