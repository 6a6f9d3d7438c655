
func.func @cl(%a: tensor<2x3xi8>) -> tensor<2x3xi8> {
  // expected-error@+1 {{'tosa.clamp' op min/max attributes types are incompatible with input/output element types.}}
  %0 = tosa.clamp %a {min_val = 0 : i32, max_val = 1 : i32} : (tensor<2x3xi8>) -> tensor<2x3xi8>
  return %0 : tensor<2x3xi8>
}
