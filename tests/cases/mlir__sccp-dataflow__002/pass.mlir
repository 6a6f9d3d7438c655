module {
  func.func @unknown_region(%arg0: i32) -> i32 {
    %c0_i32 = arith.constant 0 : i32
    %0 = "foo.region"() ({
      %c3_i32 = arith.constant 3 : i32
      %c2_i32 = arith.constant 2 : i32
      %c1_i32 = arith.constant 1 : i32
      "foo.yield"(%c3_i32) : (i32) -> ()
    }) : () -> i32
    %1 = arith.addi %0, %c0_i32 : i32
    return %1 : i32
  }
}

