
func.func @f(%t: tensor<4xf32>, %i: index) {
// expected-error@+1 {{expected rank to be smaller or equal to the other rank.}}
  %0 = tensor.extract_slice %t[0] [4] [1] : tensor<4xf32> to tensor<1x4xf32>
  return
}
