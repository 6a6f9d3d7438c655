
// Values numbered in the enclosing regions: the functions continue from
// the counters their region left (entry arguments and numbers).
%0 = "test.a"() : () -> i32
"test.wrap"() ({
^bb0(%w: i32, %v: i32):
  %1 = "test.a"() : () -> i32
  func.func @f(%a: i32) -> i32 {
    %2 = arith.addi %a, %a : i32
    return %2 : i32
  }
  "test.wrap"() ({
  ^bb0(%u: i32):
    %3:2 = "test.b"() : () -> (i32, i32)
    func.func @g(%a: i32) {
      %4 = "test.c"(%a) : (i32) -> i32
      return
    }
    "test.end"() : () -> ()
  }) : () -> ()
  "test.br"()[^bb1] : () -> ()
^bb1:
  %5 = "test.a"() : () -> i32
  func.func @h() {
    %6 = "test.a"() : () -> i32
    return
  }
  "test.end"() : () -> ()
}, {
  func.func @k() {
    %7 = "test.a"() : () -> i32
    return
  }
}) : () -> ()

