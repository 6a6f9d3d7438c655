
// Nested in a registered op that is not isolated.
func.func @outer() {
  scf.execute_region {
    "test.wrap"() ({
      func.func @inner() {
        %0 = "test.a"() : () -> i32
        return
      }
    }) : () -> ()
    scf.yield
  }
  return
}
"test.wrap"() ({
  %r = scf.execute_region -> i32 {
    %0 = "test.a"() : () -> i32
    scf.yield %0 : i32
  }
  func.func @after() {
    %0 = "test.a"() : () -> i32
    return
  }
}) : () -> ()

