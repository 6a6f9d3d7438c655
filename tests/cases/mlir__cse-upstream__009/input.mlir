
func.func @up_propagate_for() -> i32 {
  affine.for %i = 0 to 4 {
    %0 = arith.constant 1 : i32
    "foo"(%0) : (i32) -> ()
  }

  %1 = arith.constant 1 : i32
  return %1 : i32
}

