
// affine.for with iter_args
func.func @affine_for(%m: memref<10xf32>) -> f32 {
  %cst = arith.constant 0.0 : f32
  %r:2 = affine.for %i = 0 to 10 iter_args(%a = %cst, %b = %cst) -> (f32, f32) {
    %v = affine.load %m[%i] : memref<10xf32>
    %a2 = arith.addf %a, %v : f32
    %b2 = arith.mulf %b, %v : f32
    affine.yield %a2, %b2 : f32, f32
  }
  return %r#0 : f32
}

