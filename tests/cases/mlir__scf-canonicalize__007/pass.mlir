module {
  func.func @for_one_trip(%arg0: i32) -> i32 {
    %c0 = arith.constant 0 : index
    %0 = "test.op"(%c0, %arg0) : (index, i32) -> i32
    "test.consume"(%0) : (i32) -> ()
    return %0 : i32
  }
}

