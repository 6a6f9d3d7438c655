
// private function ending in an unregistered terminator
func.func private @weird_term(%a: i32, %b: i32) -> i32 {
  "foo.ret"(%a) : (i32) -> ()
}
func.func @call_weird(%v: i32) -> i32 {
  %r = func.call @weird_term(%v, %v) : (i32, i32) -> i32
  return %r : i32
}

