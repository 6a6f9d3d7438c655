module {
  "t.cfg"() ({
  ^bb0(%arg0: i32):
    "t.br"(%arg0)[^bb2] : (i32) -> ()
  ^bb1:  // pred: ^bb2
    "t.ret"() : () -> ()
  ^bb2(%0: i32):  // 2 preds: ^bb0, ^bb2
    "t.cond"(%0, %0)[^bb1, ^bb2] {operandSegmentSizes = array<i32: 1, 1>} : (i32, i32) -> ()
  }) : () -> ()
}

