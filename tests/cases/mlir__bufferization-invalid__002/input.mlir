
func.func @c(%t: tensor<?xf32>) {
  // expected-error@+1 {{expected that `copy` and return type match}}
  %0 = "bufferization.alloc_tensor"(%t) <{operandSegmentSizes = array<i32: 0, 1, 0>}> : (tensor<?xf32>) -> tensor<5xf32>
  return
}
