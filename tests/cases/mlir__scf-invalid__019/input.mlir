
func.func @top_level_reduce(%arg0 : f32) {
  scf.reduce(%arg0 : f32) {
    ^bb0(%lhs : f32, %rhs : f32):
      scf.reduce.return %lhs : f32
  }
  return
}
// expected-error@-6 {{'scf.reduce' op expects parent op 'scf.parallel'}}
