
func.func @f(%a: index, %f: f32) {
  %r = "scf.parallel"(%a, %a, %a) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>}> ({
  ^bb0(%i: index):
    scf.reduce(%f : f32) {
    ^bb0(%x: f32, %y: f32):
      scf.reduce.return %x : f32
    }
  }) : (index, index, index) -> (f32)
  return
}
// expected-error@-9 {{'scf.parallel' op expects number of results: 1 to be the same as number of initial values: 0}}
