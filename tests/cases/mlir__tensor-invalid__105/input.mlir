
func.func @f(%v: tensor<4xf32>) {
// expected-error@+1 {{invalid properties {operandSegmentSizes = array<i32: 1, 0, 0>, static_offsets = array<i64: 1>, static_sizes = array<i64: 1>, static_strides = array<i64: 1>} for op tensor.extract_slice: size mismatch in attribute conversion: 3 vs 4}}
  %r = "tensor.extract_slice"(%v) <{operandSegmentSizes = array<i32: 1, 0, 0>, static_sizes = array<i64: 1>, static_offsets = array<i64: 1>, static_strides = array<i64: 1>}> : (tensor<4xf32>) -> tensor<4xf32>
  return
}
