module {
  func.func @std_for_yield(%arg0: index, %arg1: index, %arg2: index) {
    %cst = arith.constant 0.000000e+00 : f32
    %0 = scf.for %arg3 = %arg0 to %arg1 step %arg2 iter_args(%arg4 = %cst) -> (f32) {
      %1 = arith.addf %arg4, %arg4 : f32
      scf.yield %1 : f32
    }
    return
  }
}

