module {
  func.func @reduce(%arg0: index) -> i32 {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c0_i32 = arith.constant 0 : i32
    %0:2 = scf.parallel (%arg1) = (%c0) to (%arg0) step (%c1) init (%c0_i32, %c0_i32) -> (i32, i32) {
      %1 = arith.index_cast %arg1 : index to i32
      scf.reduce(%1, %1 : i32, i32) {
      ^bb0(%arg2: i32, %arg3: i32):
        %2 = arith.addi %arg2, %arg3 : i32
        scf.reduce.return %2 : i32
      }, {
      ^bb0(%arg2: i32, %arg3: i32):
        %2 = arith.muli %arg2, %arg3 : i32
        scf.reduce.return %2 : i32
      }
    }
    return %0#0 : i32
  }
}

