module {
  func.func @affine_for(%arg0: memref<10xf32>) -> f32 {
    %cst = arith.constant 0.000000e+00 : f32
    %0:2 = affine.for %arg1 = 0 to 10 iter_args(%arg2 = %cst, %arg3 = %cst) -> (f32, f32) {
      %1 = affine.load %arg0[%arg1] : memref<10xf32>
      %2 = arith.addf %arg2, %1 : f32
      %3 = arith.mulf %arg3, %1 : f32
      affine.yield %2, %3 : f32, f32
    }
    return %0#0 : f32
  }
}

