
// unregistered terminator with successor operands
func.func @unreg_term2(%v: i32) -> i32 {
  "foo.br"(%v)[^bb1] : (i32) -> ()
^bb1(%a: i32):
  %b = arith.addi %a, %a : i32
  return %v : i32
}

