
func.func @reduceReturn_wrong_type(%arg0 : index, %arg1: f32) {
  %zero = arith.constant 0.0 : f32
  %res = scf.parallel (%i0) = (%arg0) to (%arg0)
                                       step (%arg0) init (%zero) -> f32 {
    scf.reduce(%arg1 : f32) {
      ^bb0(%lhs : f32, %rhs : f32):
        %c0 = arith.constant 1 : index
        scf.reduce.return %c0 : index
    }
  }
  return
}
// expected-error@-5 {{'scf.reduce.return' op must have type 'f32' (the type of the reduction inputs)}}
