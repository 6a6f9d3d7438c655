
func.func @f(%a: index, %f: f32) {
  "scf.parallel"(%a, %a, %a) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>}> ({
  ^bb0(%i: index):
  }) : (index, index, index) -> ()
  return
}
// expected-error@-5 {{'scf.parallel' op expects a non-empty block}}
