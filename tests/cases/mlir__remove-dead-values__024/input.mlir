
// a public function calling a private one with a dead result used by another private call
func.func private @p1(%a: i32) -> i32 {
  %x = arith.addi %a, %a : i32
  return %x : i32
}
func.func private @p2(%a: i32) -> i32 {
  %r = func.call @p1(%a) : (i32) -> i32
  return %r : i32
}
func.func @root(%a: i32) -> i32 {
  %r = func.call @p2(%a) : (i32) -> i32
  %s = func.call @p1(%a) : (i32) -> i32
  return %r : i32
}

