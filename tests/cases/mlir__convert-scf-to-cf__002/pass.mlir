module {
  func.func @nested_for_if(%arg0: index, %arg1: index, %arg2: index, %arg3: i1) -> f32 {
    %cst = arith.constant 1.000000e+00 : f32
    cf.br ^bb1(%arg0, %cst : index, f32)
  ^bb1(%0: index, %1: f32):  // 2 preds: ^bb0, ^bb11
    %2 = arith.cmpi slt, %0, %arg1 : index
    cf.cond_br %2, ^bb2, ^bb12
  ^bb2:  // pred: ^bb1
    cf.br ^bb3(%arg0, %1 : index, f32)
  ^bb3(%3: index, %4: f32):  // 2 preds: ^bb2, ^bb8
    %5 = arith.cmpi slt, %3, %arg1 : index
    cf.cond_br %5, ^bb4, ^bb9
  ^bb4:  // pred: ^bb3
    %6 = arith.addf %4, %4 : f32
    cf.cond_br %arg3, ^bb5, ^bb6
  ^bb5:  // pred: ^bb4
    cf.br ^bb7(%6 : f32)
  ^bb6:  // pred: ^bb4
    %7 = arith.mulf %6, %6 : f32
    cf.br ^bb7(%7 : f32)
  ^bb7(%8: f32):  // 2 preds: ^bb5, ^bb6
    cf.br ^bb8
  ^bb8:  // pred: ^bb7
    %9 = arith.addi %3, %arg2 : index
    cf.br ^bb3(%9, %8 : index, f32)
  ^bb9:  // pred: ^bb3
    cf.cond_br %arg3, ^bb10, ^bb11
  ^bb10:  // pred: ^bb9
    "foo.op"() : () -> ()
    cf.br ^bb11
  ^bb11:  // 2 preds: ^bb9, ^bb10
    %10 = arith.addi %0, %arg2 : index
    cf.br ^bb1(%10, %4 : index, f32)
  ^bb12:  // pred: ^bb1
    return %1 : f32
  }
}

