
func.func @f(%c: tensor<4xf32>, %i: index) {
// expected-error@+1 {{failed to infer expectedType from sourceType 'tensor<4xf32>', specified resultType is 'tensor<7xf32>'}}
  %0 = "tensor.pad"(%c) <{operandSegmentSizes = array<i32: 1, 0, 0>, static_high = array<i64: 2, 3>, static_low = array<i64: 1>}> ({
  ^bb0(%a: index):
    tensor.yield %i : index
  }) : (tensor<4xf32>) -> tensor<7xf32>
  return
}
