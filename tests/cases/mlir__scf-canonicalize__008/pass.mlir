module {
  func.func @for_nsw_one_trip(%arg0: index) {
    "test.consume"(%arg0) : (index) -> ()
    return
  }
}

