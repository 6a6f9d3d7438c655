module {
  func.func @br_single_pred(%arg0: i32) -> i32 {
    "test.a"() : () -> ()
    %0 = "test.b"(%arg0) : (i32) -> i32
    return %0 : i32
  }
}

