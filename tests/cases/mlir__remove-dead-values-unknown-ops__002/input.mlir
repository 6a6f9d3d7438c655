
// unregistered terminator with successors
func.func @unreg_term(%v: i32) -> i32 {
  %d = arith.addi %v, %v : i32
  "foo.br"(%d)[^bb1] : (i32) -> ()
^bb1:
  return %v : i32
}

