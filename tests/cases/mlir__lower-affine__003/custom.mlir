module {
  func.func @iter(%arg0: index) -> f32 {
    %cst = arith.constant 0.000000e+00 : f32
    %0 = affine.for %arg1 = 0 to %arg0 iter_args(%arg2 = %cst) -> (f32) {
      %1 = arith.addf %arg2, %arg2 : f32
      affine.yield %1 : f32
    }
    return %0 : f32
  }
}

