
func.func @switch_wrong_case_count(%arg0: index) {
  "scf.index_switch"(%arg0) ({
    scf.yield
  }) {cases = array<i64: 1>} : (index) -> ()
  return
}
// expected-error@-5 {{'scf.index_switch' op has 0 case regions but 1 case values}}
