module {
  func.func @affine_dead(%arg0: memref<10xf32>) {
    %cst = arith.constant 0.000000e+00 : f32
    %0 = affine.for %arg1 = 0 to 10 iter_args(%arg2 = %cst) -> (f32) {
      %1 = arith.addf %arg2, %arg2 : f32
      affine.yield %1 : f32
    }
    return
  }
}

