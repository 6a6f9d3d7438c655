module {
  "foo.table"() ({
    func.func private @f(%arg0: i32) -> i32 {
      return %arg0 : i32
    }
  }) : () -> ()
  func.func @g(%arg0: i32) -> i32 {
    %0 = arith.addi %arg0, %arg0 : i32
    return %arg0 : i32
  }
}

