
// affine.for dead
func.func @affine_dead(%m: memref<10xf32>) {
  %cst = arith.constant 0.0 : f32
  %r = affine.for %i = 0 to 10 iter_args(%a = %cst) -> (f32) {
    %a2 = arith.addf %a, %a : f32
    affine.yield %a2 : f32
  }
  return
}

