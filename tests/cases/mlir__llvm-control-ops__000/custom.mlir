module {
  llvm.func @switches(%arg0: i32, %arg1: i8, %arg2: i1, %arg3: f32) {
    llvm.switch %arg0 : i32, ^bb1 [
      0: ^bb2(%arg3 : f32),
      -7: ^bb3,
      2147483647: ^bb2(%arg3 : f32)
    ]
  ^bb1:  // 3 preds: ^bb0, ^bb1, ^bb3
    llvm.switch %arg1 : i8, ^bb3 [
      -1: ^bb3,
      -128: ^bb1
    ] {branch_weights = array<i32: 1, 2, 3>}
  ^bb2(%0: f32):  // 3 preds: ^bb0, ^bb0, ^bb2
    llvm.switch %arg2 : i1, ^bb2(%0 : f32) [
    ]
  ^bb3:  // 4 preds: ^bb0, ^bb1, ^bb1, ^bb3
    llvm.switch %arg2 : i1, ^bb3 [
      -1: ^bb1
    ]
  }
}

