module {
  %0 = "test.a"() : () -> i32
  "test.wrap"() ({
  ^bb0(%arg0: i32, %arg1: i32):
    %1 = "test.a"() : () -> i32
    func.func @f(%arg2: i32) -> i32 {
      %3 = arith.addi %arg2, %arg2 : i32
      return %3 : i32
    }
    "test.wrap"() ({
    ^bb0(%arg2: i32):
      %3:2 = "test.b"() : () -> (i32, i32)
      func.func @g(%arg3: i32) {
        %4 = "test.c"(%arg3) : (i32) -> i32
        return
      }
      "test.end"() : () -> ()
    }) : () -> ()
    "test.br"()[^bb1] : () -> ()
  ^bb1:  // pred: ^bb0
    %2 = "test.a"() : () -> i32
    func.func @h() {
      %3 = "test.a"() : () -> i32
      return
    }
    "test.end"() : () -> ()
  }, {
    func.func @k() {
      %1 = "test.a"() : () -> i32
      return
    }
  }) : () -> ()
}

