
func.func @switch_missing_terminator(%arg0: index, %arg1: i32) {
  "scf.index_switch"(%arg0) ({
    "scf.yield"() : () -> ()
  }, {
    return
  }) {cases = array<i64: 1>} : (index) -> ()
}
// expected-error@-6 {{'scf.index_switch' op expected region to end with scf.yield, but got func.return}}
