module {
  "foo.table"() ({
    func.func private @f(%arg0: i32) {
      return
    }
  }) : () -> ()
  func.func @g(%arg0: i32) -> i32 {
    return %arg0 : i32
  }
}

