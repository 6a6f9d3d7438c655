
func.func @f(%a: index, %f: f32) {
  scf.parallel (%i) = (%a) to (%a) step (%a) {
    "scf.reduce"(%f) : (f32) -> ()
  }
  return
}
// expected-error@-4 {{'scf.reduce' op expects number of reduction regions: 0 to be the same as number of reduction operands: 1}}
