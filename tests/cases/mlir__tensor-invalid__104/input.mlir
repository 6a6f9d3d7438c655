
func.func @f(%v: tensor<4xf32>) {
// expected-error@+1 {{invalid properties {operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = 2 : i64, static_sizes = 1 : i64, static_strides = 3 : i64} for op tensor.extract_slice: Invalid attribute `static_offsets` in property conversion: 2 : i64}}
  %r = "tensor.extract_slice"(%v) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_sizes = 1, static_offsets = 2, static_strides = 3}> : (tensor<4xf32>) -> tensor<4xf32>
  return
}
