module {
  func.func @mixed(%arg0: i1, %arg1: i32) -> i32 {
    %0 = arith.addi %arg1, %arg1 : i32
    cf.cond_br %arg0, ^bb1(%arg1, %0 : i32, i32), ^bb2
  ^bb1(%1: i32, %2: i32):  // pred: ^bb0
    "foo.a"() : () -> ()
    cf.br ^bb3(%1 : i32)
  ^bb2:  // pred: ^bb0
    "foo.b"() : () -> ()
    cf.br ^bb3(%arg1 : i32)
  ^bb3(%3: i32):  // 2 preds: ^bb1, ^bb2
    return %3 : i32
  }
}

