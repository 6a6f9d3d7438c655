
func.func @f(%a: index, %x: i32) {
  %r = "scf.index_switch"(%a) <{cases = array<i64: 1>}> ({
    scf.yield %x : i32
  }, {
    scf.yield
  }) : (index) -> (i32)
  return
}
// expected-error@-7 {{'scf.index_switch' op expected each region to return 1 values, but case region #0 returns 0}}
// expected-note@-5 {{see yield operation here}}
