
// A name visible from an enclosing region: the functions below see it.
"test.wrap"() ({
  %c1 = arith.constant 1 : i32
  func.func @f() {
    %c1_0 = arith.constant 1 : i32
    %c1_1 = arith.constant 1 : i32
    %0 = "test.a"() : () -> i32
    return
  }
  "test.wrap"() ({
    func.func @g() {
      %c1_0 = arith.constant 1 : i32
      return
    }
  }) : () -> ()
}) : () -> ()
"test.wrap"() ({
  func.func @h() {
    %c1 = arith.constant 1 : i32
    return
  }
}) : () -> ()

