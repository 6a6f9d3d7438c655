module {
  func.func private @weird_term(%arg0: i32, %arg1: i32) -> i32 {
    "foo.ret"(%arg0) : (i32) -> ()
  }
  func.func @call_weird(%arg0: i32) -> i32 {
    %0 = call @weird_term(%arg0, %arg0) : (i32, i32) -> i32
    return %0 : i32
  }
}

