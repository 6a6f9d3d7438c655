
// Ops in nested regions, named results, results of multi-result ops and
// an op with a region (printed `{...}`).
func.func @nested(%m: memref<?x?xf32>, %n: index, %v: f32) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %base, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %m : memref<?x?xf32> -> memref<f32>, index, index, index, index, index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %v) -> (f32) {
    %x = memref.load %m[%i, %sizes#1] : memref<?x?xf32>
    %s = arith.addf %acc, %x : f32
    scf.yield %s : f32
  }
  affine.for %j = 0 to 10 {
    memref.store %r, %m[%j, %j] : memref<?x?xf32>
  }
  %g = memref.generic_atomic_rmw %m[%c0, %n] : memref<?x?xf32> {
  ^bb0(%cur: f32):
    %s = arith.addf %cur, %v : f32
    memref.atomic_yield %s : f32
  }
  %n_is_zero = arith.cmpi eq, %n, %c0 : index
  %h = scf.if %n_is_zero -> (f32) {
    %d = memref.dim %m, %n : memref<?x?xf32>
    %z = memref.load %m[%d, %d] : memref<?x?xf32>
    scf.yield %z : f32
  } else {
    scf.yield %g : f32
  }
  return %h : f32
}

