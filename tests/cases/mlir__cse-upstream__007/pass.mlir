module {
  func.func @down_propagate_for() {
    %c1_i32 = arith.constant 1 : i32
    affine.for %arg0 = 0 to 4 {
      "foo"(%c1_i32, %c1_i32) : (i32, i32) -> ()
    }
    return
  }
}

