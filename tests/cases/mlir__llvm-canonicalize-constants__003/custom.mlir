module {
  llvm.func @switch_fold(%arg0: i32) -> i32 {
    %0 = llvm.mlir.constant(3 : i32) : i32
    llvm.switch %0 : i32, ^bb1 [
      3: ^bb2
    ]
  ^bb1:  // pred: ^bb0
    llvm.return %arg0 : i32
  ^bb2:  // pred: ^bb0
    llvm.return %0 : i32
  }
}

