module {
  %c1_i32 = arith.constant 1 : i32
  func.func @f() {
    %c1_i32_0 = arith.constant 1 : i32
    %0 = "test.d"() : () -> i32
    return
  }
  func.func @g() {
    %c1_i32_0 = arith.constant 1 : i32
    cf.br ^bb1
  ^bb1:  // pred: ^bb0
    return
  }
}

