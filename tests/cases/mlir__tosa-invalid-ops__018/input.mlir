
func.func @rs(%a: tensor<2x3xi8>, %m: tensor<1xi32>, %s: tensor<1xi8>, %z: tensor<1xi16>) -> tensor<2x3xi8> {
  // expected-error@+1 {{'tosa.rescale' op expected input and input_zp to both be integer of the same bitwidth, but got 'i8' vs. 'i16'}}
  %0 = tosa.rescale %a, %m, %s, %z, %z {scale32 = true, rounding_mode = SINGLE_ROUND, per_channel = false, input_unsigned = false, output_unsigned = false} : (tensor<2x3xi8>, tensor<1xi32>, tensor<1xi8>, tensor<1xi16>, tensor<1xi16>) -> tensor<2x3xi8>
  return %0 : tensor<2x3xi8>
}
