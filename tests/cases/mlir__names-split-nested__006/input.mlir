
// Names from locations (seen under --mlir-use-nameloc-as-prefix).
"test.wrap"() ({
  %0 = "test.a"() : () -> i32 loc("x")
  func.func @f() {
    %1 = "test.a"() : () -> i32 loc("x")
    return
  }
}) : () -> ()
"test.wrap"() ({
  func.func @g(%a: i32 loc("y")) {
    %1 = "test.a"() : () -> i32 loc("y")
    "test.b"(%a) : (i32) -> ()
    return
  }
}) : () -> ()
