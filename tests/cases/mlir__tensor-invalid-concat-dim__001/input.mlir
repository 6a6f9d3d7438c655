
func.func @f(%a: tensor<2x3xf32>) -> tensor<?x?xf32> {
// expected-error@+1 {{'tensor.concat' op concatenation dim must be less than the tensor rank}}
  %0 = tensor.concat dim(2) %a, %a : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}
