
func.func @f(%c: tensor<4xf32>, %i: index) {
// expected-error@+1 {{'tensor.generate' op incorrect number of dynamic sizes, has 1, expected 0}}
  %0 = "tensor.generate"(%i) ({
  ^bb0(%a: index):
    tensor.yield %i : index
  }) : (index) -> tensor<4xf32>
  return
}
