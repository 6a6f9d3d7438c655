
func.func @f(%t: tensor<4xf32>, %i: index) {
// expected-error@+1 {{custom op 'tensor.from_elements' number of operands and types do not match: got 2 operands and 3 types}}
  %0 = tensor.from_elements %i, %i : tensor<3xindex>
  return
}
