
func.func @f(%a: index, %x: i32) {
  %r = "scf.index_switch"(%a) <{cases = array<i64: 1>}> ({
    scf.yield %x : i32
  }, {
    scf.yield %a : index
  }) : (index) -> (i32)
  return
}
// expected-error@-7 {{'scf.index_switch' op expected result #0 of each region to be 'i32'}}
// expected-note@-5 {{case region #0 returns 'index' here}}
