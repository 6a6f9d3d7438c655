
func.func @gen4(%a: tensor<2xf32>, %c: tensor<i1>) {
  // expected-error@+1 {{'tosa.const' op attribute 'values' failed to satisfy constraint: constant vector/tensor attribute}}
  %0 = "tosa.const"() {values = 3 : i32} : () -> tensor<2xf32>
  %1 = "tosa.const_shape"() {values = dense<1> : tensor<1xindex>} : () -> tensor<2xf32>
  "tosa.variable"() {sym_name = "x", var_shape = dense<[2]> : tensor<1xindex>, type = f32} : () -> ()
  %2 = "tosa.variable_read"() {name = "nope"} : () -> tensor<2xf32>
  return
}
