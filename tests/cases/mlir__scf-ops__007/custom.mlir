module {
  func.func @std_for_yield_multi(%arg0: index, %arg1: index, %arg2: index) {
    %cst = arith.constant 0.000000e+00 : f32
    %c1_i32 = arith.constant 1 : i32
    %cst_0 = arith.constant 1.000000e+00 : f32
    %0:3 = scf.for %arg3 = %arg0 to %arg1 step %arg2 iter_args(%arg4 = %cst, %arg5 = %c1_i32, %arg6 = %cst_0) -> (f32, i32, f32) {
      %1 = arith.addf %arg4, %arg4 : f32
      %2 = arith.addi %arg5, %arg5 : i32
      %3 = arith.subf %arg6, %arg6 : f32
      scf.yield %1, %2, %3 : f32, i32, f32
    }
    return
  }
}

