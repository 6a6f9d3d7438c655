module {
  func.func @up_propagate_for() -> i32 {
    affine.for %arg0 = 0 to 4 {
      %c1_i32_0 = arith.constant 1 : i32
      "foo"(%c1_i32_0) : (i32) -> ()
    }
    %c1_i32 = arith.constant 1 : i32
    return %c1_i32 : i32
  }
}

