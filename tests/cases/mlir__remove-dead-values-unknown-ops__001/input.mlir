
// unregistered op result dead, unregistered op has no effects info
func.func @unreg_dead(%v: i32) {
  %r = "foo.pure"(%v) : (i32) -> i32
  return
}

