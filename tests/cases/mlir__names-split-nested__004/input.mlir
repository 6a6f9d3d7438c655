
// Isolated ops inside functions inside unregistered ops, and a module
// nested in one.
"test.wrap"() ({
  func.func @f(%a: i32) -> i32 {
    "test.wrap"() ({
      %0 = "test.a"() : () -> i32
      func.func @g(%b: i32) -> i32 {
        %1 = arith.addi %b, %b : i32
        return %1 : i32
      }
    }) : () -> ()
    return %a : i32
  }
  module @m {
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

