
func.func @f(%c: tensor<4xf32>, %i: index) {
// expected-error@+1 {{'tensor.pad' op region #0 ('region') failed to verify constraint: region with 1 blocks}}
  %0 = "tensor.pad"(%c) <{operandSegmentSizes = array<i32: 1, 0, 0>, static_high = array<i64: 2>, static_low = array<i64: 1>}> ({
  }) : (tensor<4xf32>) -> tensor<7xf32>
  return
}
