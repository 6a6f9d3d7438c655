module {
  func.func @for_empty_multi_trip(%arg0: i32, %arg1: i32) -> (i32, i32) {
    return %arg1, %arg0 : i32, i32
  }
}

