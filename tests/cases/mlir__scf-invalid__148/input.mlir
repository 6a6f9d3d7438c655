
func.func @f(%a: index, %f: f32) {
  %r:2 = scf.parallel (%i) = (%a) to (%a) step (%a) init (%f, %f) -> (f32, f32) {
    "scf.reduce"(%f) ({
    ^bb0(%x: f32, %y: f32):
      scf.reduce.return %x : f32
    }, {
    ^bb0(%x: f32, %y: f32):
      scf.reduce.return %x : f32
    }) : (f32) -> ()
  }
  return
}
// expected-error@-10 {{'scf.reduce' op expects number of reduction regions: 2 to be the same as number of reduction operands: 1}}
