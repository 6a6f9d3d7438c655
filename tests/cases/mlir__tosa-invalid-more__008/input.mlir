
func.func @i(%a: tensor<2x3xi16>) -> tensor<2x3xi16> {
  %z = "tosa.const"() {values = dense<3> : tensor<1xi16>} : () -> tensor<1xi16>
  // expected-error@+1 {{'tosa.negate' op input1 zero point must be zero for non-int8 integer types}}
  %0 = tosa.negate %a, %z, %z : (tensor<2x3xi16>, tensor<1xi16>, tensor<1xi16>) -> tensor<2x3xi16>
  return %0 : tensor<2x3xi16>
}
