module {
  func.func @switch_operands(%arg0: i32, %arg1: i32, %arg2: i32) {
    cf.switch %arg0 : i32, [
      default: ^bb1(%arg1 : i32),
      1: ^bb2(%arg1, %arg2 : i32, i32),
      2: ^bb3(%arg2 : i32)
    ]
  ^bb1(%0: i32):  // pred: ^bb0
    "foo.d"() : () -> ()
    cf.br ^bb4
  ^bb2(%1: i32, %2: i32):  // pred: ^bb0
    "foo.e"(%2) : (i32) -> ()
    cf.br ^bb4
  ^bb3(%3: i32):  // pred: ^bb0
    "foo.f"(%3) : (i32) -> ()
    cf.br ^bb4
  ^bb4:  // 3 preds: ^bb1, ^bb2, ^bb3
    "foo.g"() : () -> ()
    return
  }
}

