module {
  "test.wrap"() ({
    %c1_i32 = arith.constant 1 : i32
    func.func @f() {
      %c1_i32_0 = arith.constant 1 : i32
      %c1_i32_1 = arith.constant 1 : i32
      %0 = "test.a"() : () -> i32
      return
    }
    "test.wrap"() ({
      func.func @g() {
        %c1_i32_0 = arith.constant 1 : i32
        return
      }
    }) : () -> ()
  }) : () -> ()
  "test.wrap"() ({
    func.func @h() {
      %c1_i32 = arith.constant 1 : i32
      return
    }
  }) : () -> ()
}

