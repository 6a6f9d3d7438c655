
func.func @up_propagate() -> i32 {
  %0 = arith.constant 0 : i32

  %cond = arith.constant true

  cf.cond_br %cond, ^bb1, ^bb2(%0 : i32)

^bb1: // CHECK: ^bb1:
  %1 = arith.constant 1 : i32

  cf.br ^bb2(%1 : i32)

^bb2(%arg : i32): // CHECK: ^bb2
  %2 = arith.constant 1 : i32

  %add = arith.addi %arg, %2 : i32

  return %add : i32
}

