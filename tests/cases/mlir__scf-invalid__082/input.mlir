
func.func @f(%a: index, %f: f32) {
  "scf.parallel"(%a, %a, %a) <{operandSegmentSizes = array<i32: 1, 1, 2, 0>}> ({
  ^bb0(%i: index):
    scf.reduce
  }) : (index, index, index) -> ()
  return
}
// expected-error@-6 {{'scf.parallel' op operand count (3) does not match with the total size (4) specified in attribute 'operandSegmentSizes'}}
