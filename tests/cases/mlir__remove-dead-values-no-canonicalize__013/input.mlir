
// affine.if with results
func.func @affine_if(%i: index, %m: memref<10xf32>) -> f32 {
  %c1 = arith.constant 1.0 : f32
  %c2 = arith.constant 2.0 : f32
  %r:2 = affine.if affine_set<(d0) : (d0 - 5 >= 0)>(%i) -> (f32, f32) {
    affine.store %c1, %m[%i] : memref<10xf32>
    affine.yield %c1, %c2 : f32, f32
  } else {
    affine.yield %c2, %c1 : f32, f32
  }
  return %r#1 : f32
}

