module {
  %0 = "test.a"() : () -> i32
  %1:2 = "test.a"() : () -> (i32, i32)
  func.func @f(%arg0: i32) -> i32 {
    %c1_i32 = arith.constant 1 : i32
    %3 = arith.addi %arg0, %c1_i32 : i32
    %4 = "test.b"() ({
      %c1_i32_0 = arith.constant 1 : i32
      %c1_i32_1 = arith.constant 1 : i32
      "test.c"(%c1_i32_0, %c1_i32_1) : (i32, i32) -> ()
    }) : () -> i32
    return %3 : i32
  }
  %2 = "test.a"() : () -> i32
  func.func @g() {
    %c1_i32 = arith.constant 1 : i32
    %c1_i32_0 = arith.constant 1 : i32
    %3 = "test.d"() : () -> i32
    "test.iso"() ({
      %c1_i32_1 = arith.constant 1 : i32
      %4 = "test.d"() : () -> i32
      "test.e"() : () -> ()
    }) : () -> ()
    return
  }
}

