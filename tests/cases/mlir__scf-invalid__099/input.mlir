
func.func @f(%a: index, %t: tensor<4xf32>) {
  scf.forall (%i) (%a) {
  }
  return
}
// expected-error@-4 {{expected '='}}
