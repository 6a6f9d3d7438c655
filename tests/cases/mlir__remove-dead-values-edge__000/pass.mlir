module {
  func.func private @loop() -> i32 {
    cf.br ^bb1
  ^bb1:  // 2 preds: ^bb0, ^bb1
    cf.br ^bb1
  }
  func.func @call_loop(%arg0: i32) -> i32 {
    %0 = call @loop() : () -> i32
    return %0 : i32
  }
}

