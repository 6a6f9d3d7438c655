module {
  func.func @affine_for(%arg0: memref<10xf32>) -> f32 {
    %cst = arith.constant 0.000000e+00 : f32
    %0 = ub.poison : f32
    %1:2 = affine.for %arg1 = 0 to 10 iter_args(%arg2 = %cst, %arg3 = %0) -> (f32, f32) {
      %2 = affine.load %arg0[%arg1] : memref<10xf32>
      %3 = arith.addf %arg2, %2 : f32
      %4 = ub.poison : f32
      affine.yield %3, %4 : f32, f32
    }
    return %1#0 : f32
  }
}

