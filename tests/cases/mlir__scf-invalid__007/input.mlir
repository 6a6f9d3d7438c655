
func.func @loop_if_more_than_2_regions(%arg0: i1) {
  "scf.if"(%arg0) ({}, {}, {}): (i1) -> ()
  return
}
// expected-error@-3 {{'scf.if' op expected 2 regions}}
