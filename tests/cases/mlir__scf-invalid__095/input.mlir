
func.func @f(%a: index, %t: tensor<4xf32>) {
  scf.forall (%i, %j) in (%a) {
  }
  return
}
// expected-error@-4 {{expected 2 upper bound values, got 1}}
