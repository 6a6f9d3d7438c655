
func.func @f(%t: tensor<4xf32>, %i: index) {
// expected-error@+1 {{expected '{' to begin a region}}
  %0 = tensor.pad %t low[1] high[2] : tensor<4xf32> to tensor<7xf32>
  return
}
