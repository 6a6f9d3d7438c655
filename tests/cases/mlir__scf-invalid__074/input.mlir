
func.func @f(%a: i32, %x: i32) {
  %r = "scf.index_switch"(%a) <{cases = array<i64: 1>}> ({
    scf.yield %x : i32
  }, {
    scf.yield %x : i32
  }) : (i32) -> (i32)
  return
}
// expected-error@-7 {{'scf.index_switch' op operand #0 must be index, but got 'i32'}}
