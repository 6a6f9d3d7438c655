
func.func @down_propagate_for() {
  %0 = arith.constant 1 : i32

  affine.for %i = 0 to 4 {
    %1 = arith.constant 1 : i32
    "foo"(%0, %1) : (i32, i32) -> ()
  }
  return
}

