
func.func @down_propagate() -> i32 {
  %0 = arith.constant 1 : i32

  %cond = arith.constant true

  cf.cond_br %cond, ^bb1, ^bb2(%0 : i32)

^bb1: // CHECK: ^bb1:
  %1 = arith.constant 1 : i32
  cf.br ^bb2(%1 : i32)

^bb2(%arg : i32):
  return %arg : i32
}

