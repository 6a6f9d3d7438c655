module {
  func.func @do_while(%arg0: f32) -> f32 {
    cf.br ^bb1(%arg0 : f32)
  ^bb1(%0: f32):  // 2 preds: ^bb0, ^bb1
    %1 = "foo.cond"(%0) : (f32) -> i1
    %2 = arith.addf %0, %0 : f32
    cf.cond_br %1, ^bb1(%2 : f32), ^bb2
  ^bb2:  // pred: ^bb1
    return %2 : f32
  }
}

