
func.func @f(%a: index, %f: f32) {
  "scf.parallel"(%a, %a, %f) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>}> ({
  ^bb0(%i: index):
    scf.reduce
  }) : (index, index, f32) -> ()
  return
}
// expected-error@-6 {{'scf.parallel' op operand #2 must be variadic of index, but got 'f32'}}
