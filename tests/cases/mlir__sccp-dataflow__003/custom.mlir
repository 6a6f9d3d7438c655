module {
  func.func @switch_while(%arg0: i32) -> (i32, index) {
    %c1_i32 = arith.constant 1 : i32
    %c7_i32 = arith.constant 7 : i32
    cf.switch %c1_i32 : i32, [
      default: ^bb1(%arg0 : i32),
      1: ^bb1(%c7_i32 : i32)
    ]
  ^bb1(%0: i32):  // 2 preds: ^bb0, ^bb0
    %false = arith.constant false
    %c4 = arith.constant 4 : index
    %1 = scf.while (%arg1 = %c4) : (index) -> index {
      scf.condition(%false) %arg1 : index
    } do {
    ^bb0(%arg1: index):
      scf.yield %arg1 : index
    }
    return %0, %1 : i32, index
  }
}

