
llvm.func @switch_fold(%x: i32) -> i32 {
  %c = llvm.mlir.constant(3 : i32) : i32
  llvm.switch %c : i32, ^bb1 [
    3: ^bb2
  ]
^bb1:
  llvm.return %x : i32
^bb2:
  llvm.return %c : i32
}

