module {
  func.func private @empty() {
    return
  }
  func.func private @never(%arg0: i32) -> i32 {
    return %arg0 : i32
  }
  func.func @calls_empty() {
    call @empty() : () -> ()
    return
  }
}

