
// unregistered op in dead code with a dead operand
func.func @unreg_deadcode(%v: i32) {
  %false = arith.constant false
  cf.cond_br %false, ^bb1, ^bb2
^bb1:
  %x = arith.addi %v, %v : i32
  "foo.sink"(%x) : (i32) -> ()
  cf.br ^bb2
^bb2:
  return
}

