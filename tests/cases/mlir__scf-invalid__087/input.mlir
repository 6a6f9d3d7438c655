
func.func @f(%a: index, %t: tensor<4xf32>) {
  %r = "scf.forall"(%a, %t) <{operandSegmentSizes = array<i32: 0, 1, 0, 1>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: -9223372036854775808>}> ({
  ^bb0(%i: index, %o: tensor<5xf32>):
    scf.forall.in_parallel {}
  }) : (index, tensor<4xf32>) -> (tensor<4xf32>)
  return
}
// expected-error@-6 {{'scf.forall' op type mismatch between 0-th output and corresponding block argument}}
