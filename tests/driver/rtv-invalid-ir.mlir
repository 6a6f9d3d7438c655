// ARGS: -generate-runtime-verification --mlir-print-assume-verified
// MERGED
// The checks inside the body of generic_atomic_rmw make it invalid: the
// verifier after the pass says so.
func.func @f(%m: memref<?xf32>, %i: index) -> f32 {
  %g = memref.generic_atomic_rmw %m[%i] : memref<?xf32> {
  ^bb0(%cur: f32):
    %y = memref.load %m[%i] : memref<?xf32>
    %s = arith.addf %cur, %y : f32
    memref.atomic_yield %s : f32
  }
  return %g : f32
}
