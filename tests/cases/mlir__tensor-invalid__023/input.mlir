
func.func @f(%c: tensor<4xf32>, %i: index) {
// expected-error@+1 {{must have one body argument per input dimension}}
  %0 = "tensor.generate"() ({
  ^bb0(%a: index, %b: index):
    tensor.yield %i : index
  }) : () -> tensor<4xf32>
  return
}
