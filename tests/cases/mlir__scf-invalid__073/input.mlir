
func.func @f(%a: index, %x: i32) {
  %r = "scf.index_switch"(%a) <{cases = array<i64: 1>}> ({
    scf.yield %x : i32
  }, {
  }) : (index) -> (i32)
  return
}
// expected-error@-6 {{'scf.index_switch' op region #1 ('caseRegions') failed to verify constraint: region with 1 blocks}}
