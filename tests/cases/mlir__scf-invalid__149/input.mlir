
func.func @f(%a: index) {
  "scf.index_switch"(%a) ({
    scf.yield
  }) {cases = array<i32>} : (index) -> ()
  return
}
// expected-error@-5 {{'scf.index_switch' op attribute 'cases' failed to satisfy constraint: i64 dense array attribute}}
