module {
  func.func @execute_region_single(%arg0: i32) -> i32 {
    "test.before"() : () -> ()
    %0 = "test.val"(%arg0) : (i32) -> i32
    "test.after"(%0) : (i32) -> ()
    return %0 : i32
  }
}

