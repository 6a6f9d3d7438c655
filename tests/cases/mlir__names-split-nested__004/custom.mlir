module {
  "test.wrap"() ({
    func.func @f(%arg0: i32) -> i32 {
      "test.wrap"() ({
        %0 = "test.a"() : () -> i32
        func.func @g(%arg1: i32) -> i32 {
          %1 = arith.addi %arg1, %arg1 : i32
          return %1 : i32
        }
      }) : () -> ()
      return %arg0 : i32
    }
    builtin.module @m {
      "test.wrap"() ({
        func.func @h() -> i32 {
          %0 = "test.a"() : () -> i32
          return %0 : i32
        }
      }) : () -> ()
      func.func @i() {
        return
      }
    }
  }) : () -> ()
}

