module {
  func.func @affine_par(%arg0: memref<10xf32>) {
    %cst = arith.constant 1.000000e+00 : f32
    affine.parallel (%arg1) = (0) to (10) {
      %0 = arith.addf %cst, %cst : f32
      affine.store %cst, %arg0[%arg1] : memref<10xf32>
    }
    return
  }
}

