
func.func @f(%a: index, %f: f32) {
  %r = scf.parallel (%i) = (%a) to (%a) step (%a) init (%f) -> f32 {
    scf.reduce(%f : f32) {
    ^bb0(%x: f32, %y: f32):
      scf.reduce.return %x : f32
    }, {
    ^bb0(%x: f32, %y: f32):
      scf.reduce.return %x : f32
    }
  }
  return
}
// expected-error@-11 {{'scf.parallel' op expects number of results: 1 to be the same as number of reductions: 2}}
