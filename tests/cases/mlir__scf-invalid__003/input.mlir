
func.func @loop_for_one_region(%arg0: index) {
  "scf.for"(%arg0, %arg0, %arg0) (
    {scf.yield},
    {scf.yield}
  ) : (index, index, index) -> ()
  return
}
// expected-error@-6 {{'scf.for' op requires one region}}
