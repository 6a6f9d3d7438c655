
func.func @f(%a: index, %t: tensor<4xf32>) {
  "scf.forall"(%a) <{operandSegmentSizes = array<i32: 0, 1, 0, 0>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: -9223372036854775808>}> ({
  ^bb0(%i: index):
    "test.x"() : () -> ()
  }) : (index) -> ()
  return
}
// expected-error@-6 {{'scf.forall' op expects regions to end with 'scf.forall.in_parallel', found 'test.x'}}
// expected-note@-7 {{in custom textual format, the absence of terminator implies 'scf.forall.in_parallel'}}
