
// affine.parallel
func.func @affine_par(%m: memref<10xf32>) {
  %c1 = arith.constant 1.0 : f32
  affine.parallel (%i) = (0) to (10) {
    %d = arith.addf %c1, %c1 : f32
    affine.store %c1, %m[%i] : memref<10xf32>
  }
  return
}

