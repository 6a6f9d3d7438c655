module {
  module {
    func.func @f() {
      %c1_i32 = arith.constant 1 : i32
      return
    }
  }
  func.func @g() -> i32 {
    %c1_i32 = arith.constant 1 : i32
    %0 = "test.d"() : () -> i32
    return %c1_i32 : i32
  }
}

