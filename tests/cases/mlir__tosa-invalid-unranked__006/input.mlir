
func.func @r(%a: tensor<i8>, %m: tensor<1xi32>, %s: tensor<1xi8>, %z: tensor<1xi8>) {
  // expected-error@+1 {{'tosa.rescale' op requires input to be at least rank 1 when per_channel is true, but got rank 0}}
  %0 = tosa.rescale %a, %m, %s, %z, %z {scale32 = true, rounding_mode = SINGLE_ROUND, per_channel = true, input_unsigned = false, output_unsigned = false} : (tensor<i8>, tensor<1xi32>, tensor<1xi8>, tensor<1xi8>, tensor<1xi8>) -> tensor<i8>
  return
}
