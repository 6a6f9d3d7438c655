
func.func @f(%a: index, %t: tensor<4xf32>) {
  scf.forall (%i) = (%a, [4]) to (%a) step (%a) {
  }
  return
}
// expected-error@-4 {{'scf.forall' op region expects 2 arguments}}
