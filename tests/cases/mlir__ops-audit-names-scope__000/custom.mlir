module {
  func.func @f(%arg0: i1, %arg1: index) -> i32 {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %0 = scf.if %arg0 -> (i32) {
      %c0_3 = arith.constant 0 : index
      %c7_i32_4 = arith.constant 7 : i32
      %c7_i32_5 = arith.constant 7 : i32
      scf.yield %c7_i32_4 : i32
    } else {
      %c7_i32_3 = arith.constant 7 : i32
      %c0_4 = arith.constant 0 : index
      scf.yield %c7_i32_3 : i32
    }
    %1 = scf.for %arg2 = %c0 to %arg1 step %c1 iter_args(%arg3 = %0) -> (i32) {
      %c7_i32_3 = arith.constant 7 : i32
      %4 = arith.addi %arg3, %c7_i32_3 : i32
      scf.yield %4 : i32
    }
    %c7_i32 = arith.constant 7 : i32
    %c0_0 = arith.constant 0 : index
    %2 = "test.op"() ({
      %c0_3 = arith.constant 0 : index
      "test.term"() : () -> ()
    }) : () -> index
    %c0_i32 = arith.constant 0 : i32
    %c0_i32_1 = arith.constant 0 : i32
    %cst = arith.constant 0.000000e+00 : f32
    %3 = "test.x"() : () -> f32
    %cst_2 = arith.constant 1.000000e+00 : f32
    return %1 : i32
  }
  func.func @g() {
    %c0 = arith.constant 0 : index
    return
  }
}

