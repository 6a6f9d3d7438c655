module {
  func.func @iter(%arg0: index) -> f32 {
    %cst = arith.constant 0.000000e+00 : f32
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %0 = scf.for %arg1 = %c0 to %arg0 step %c1 iter_args(%arg2 = %cst) -> (f32) {
      %1 = arith.addf %arg2, %arg2 : f32
      scf.yield %1 : f32
    }
    return %0 : f32
  }
}

