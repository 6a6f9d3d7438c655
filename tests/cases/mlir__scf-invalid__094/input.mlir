
func.func @f(%a: index, %t: tensor<4xf32>) {
  scf.forall (%i) in (%a) {
  } {mapping = [1]}
  return
}
// expected-error@-4 {{'scf.forall' op attribute 'mapping' failed to satisfy constraint: Device Mapping array attribute}}
