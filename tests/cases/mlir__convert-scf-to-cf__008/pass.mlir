module {
  func.func @parallel_reduce(%arg0: index, %arg1: index, %arg2: index, %arg3: index, %arg4: index, %arg5: f32) -> (f32, i64) {
    %c1 = arith.constant 1 : index
    %c42_i64 = arith.constant 42 : i64
    cf.br ^bb1(%arg0, %arg5, %c42_i64 : index, f32, i64)
  ^bb1(%0: index, %1: f32, %2: i64):  // 2 preds: ^bb0, ^bb5
    %3 = arith.cmpi slt, %0, %arg2 : index
    cf.cond_br %3, ^bb2, ^bb6
  ^bb2:  // pred: ^bb1
    cf.br ^bb3(%arg1, %1, %2 : index, f32, i64)
  ^bb3(%4: index, %5: f32, %6: i64):  // 2 preds: ^bb2, ^bb4
    %7 = arith.cmpi slt, %4, %arg3 : index
    cf.cond_br %7, ^bb4, ^bb5
  ^bb4:  // pred: ^bb3
    %cst = arith.constant 4.200000e+01 : f32
    %8 = "foo.gen"() : () -> i64
    %9 = arith.addf %5, %cst : f32
    %10 = arith.muli %6, %8 : i64
    %11 = arith.addi %4, %c1 : index
    cf.br ^bb3(%11, %9, %10 : index, f32, i64)
  ^bb5:  // pred: ^bb3
    %12 = arith.addi %0, %arg4 : index
    cf.br ^bb1(%12, %5, %6 : index, f32, i64)
  ^bb6:  // pred: ^bb1
    return %1, %2 : f32, i64
  }
}

