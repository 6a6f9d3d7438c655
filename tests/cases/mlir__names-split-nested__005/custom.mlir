module {
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
    %0 = scf.execute_region -> i32 {
      %1 = "test.a"() : () -> i32
      scf.yield %1 : i32
    }
    func.func @after() {
      %1 = "test.a"() : () -> i32
      return
    }
  }) : () -> ()
}

