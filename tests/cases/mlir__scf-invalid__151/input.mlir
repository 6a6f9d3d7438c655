
func.func @f(%a: index, %b: i32) {
  "scf.index_switch"(%a) <{cases = array<i64: 1>}> ({
  ^bb0(%q: i32):
    "test.x"() : () -> ()
  }, {
    "scf.yield"() : () -> ()
  }) : (index) -> ()
  return
}
// expected-error@-8 {{'scf.index_switch' op expected region to end with scf.yield, but got test.x}}
