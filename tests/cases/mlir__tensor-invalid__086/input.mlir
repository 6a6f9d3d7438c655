
// expected-note@+1 {{prior use here}}
func.func @f(%t: tensor<4xf32>, %i: index) {
// expected-error@+1 {{use of value '%i' expects different type than prior uses: 'f32' vs 'index'}}
  %0 = tensor.splat %i[%i] : tensor<4xf32>
  return
}
