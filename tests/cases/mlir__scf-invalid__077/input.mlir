
func.func @f(%a: index, %f: f32, %i: i32) {
  %r = scf.parallel (%i) = (%a) to (%a) step (%a) init (%f) -> f32 {
    scf.reduce(%i : i32) {
    ^bb0(%x: i32, %y: i32):
      scf.reduce.return %x : i32
    }
  }
  return
}
// expected-error@-8 {{region entry argument '%i' is already in use}}
// expected-note@-10 {{previously referenced here}}
