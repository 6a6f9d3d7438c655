module {
  func.func @br_single_pred(%arg0: i32) -> i32 {
    "test.a"() : () -> ()
    cf.br ^bb1(%arg0 : i32)
  ^bb1(%0: i32):  // pred: ^bb0
    %1 = "test.b"(%0) : (i32) -> i32
    return %1 : i32
  }
}

