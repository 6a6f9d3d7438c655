
func.func @f(%a: index) {
  "scf.index_switch"(%a) <{cases = array<i64: 1, 2>}> ({
    scf.yield
  }, {
    scf.yield
  }) : (index) -> ()
  return
}
// expected-error@-7 {{'scf.index_switch' op has 1 case regions but 2 case values}}
