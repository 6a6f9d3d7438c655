
func.func @loop_for_single_index_argument(%arg0: index) {
  "scf.for"(%arg0, %arg0, %arg0) (
    {
    ^bb0(%i0 : f32):
      scf.yield
    }
  ) : (index, index, index) -> ()
  return
}
// expected-error@-8 {{'scf.for' op expected induction variable to be same type as bounds and step}}
