
// A recursive private function: the argument never settles on a constant
// while the public caller passes different ones.
func.func private @rec(%arg0: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  %d = arith.subi %arg0, %c1 : i32
  %r = call @rec(%d) : (i32) -> i32
  return %r : i32
}

func.func @entry(%arg0: i32) -> i32 {
  %c5 = arith.constant 5 : i32
  %a = call @rec(%c5) : (i32) -> i32
  %b = call @rec(%arg0) : (i32) -> i32
  %s = arith.addi %a, %b : i32
  return %s : i32
}

