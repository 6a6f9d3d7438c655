module {
  func.func @unreach(%arg0: i32) -> i32 {
    return %arg0 : i32
  ^bb1:  // pred: ^bb1
    cf.br ^bb1
  }
}

