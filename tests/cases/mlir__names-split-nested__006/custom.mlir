module {
  "test.wrap"() ({
    %0 = "test.a"() : () -> i32
    func.func @f() {
      %1 = "test.a"() : () -> i32
      return
    }
  }) : () -> ()
  "test.wrap"() ({
    func.func @g(%arg0: i32) {
      %0 = "test.a"() : () -> i32
      "test.b"(%arg0) : (i32) -> ()
      return
    }
  }) : () -> ()
}

