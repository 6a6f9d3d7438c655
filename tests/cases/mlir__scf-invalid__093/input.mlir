
func.func @f(%a: index, %t: tensor<4xf32>) {
  scf.forall.in_parallel {}
  return
}
// expected-error@-3 {{'scf.forall.in_parallel' op expects parent op 'scf.forall'}}
