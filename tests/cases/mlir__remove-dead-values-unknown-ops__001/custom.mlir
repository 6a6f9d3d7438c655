module {
  func.func @unreg_dead(%arg0: i32) {
    %0 = "foo.pure"(%arg0) : (i32) -> i32
    return
  }
}

