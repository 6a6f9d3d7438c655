
func.func @f(%v: tensor<4xf32>) {
// expected-error@+1 {{invalid properties {operandSegmentSizes = array<i32: 1, 0, 0>, static_high = 2 : i64, static_low = 1 : i64} for op tensor.pad: Invalid attribute `static_high` in property conversion: 2 : i64}}
  %r = "tensor.pad"(%v) <{operandSegmentSizes = array<i32: 1, 0, 0>, static_low = 1, static_high = 2}> ({}) : (tensor<4xf32>) -> tensor<4xf32>
  return
}
