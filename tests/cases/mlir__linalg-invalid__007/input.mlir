
// The payload verifies before the destination-style checks.
func.func @yield_before_dps(%arg0: tensor<f32>) {
  linalg.generic {indexing_maps = [affine_map<() -> ()>], iterator_types = []} outs(%arg0 : tensor<f32>) {
  ^bb(%i: i1):
    // expected-error@+1 {{'linalg.yield' op type of yield operand 1 ('i1') doesn't match the element type of the enclosing linalg.generic op ('f32')}}
    linalg.yield %i : i1
  } -> tensor<f16>
  return
}

