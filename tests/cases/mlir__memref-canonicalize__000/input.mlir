// RUN: mlir-opt %s -canonicalize --split-input-file -allow-unregistered-dialect
func.func @casts(%m: memref<4x?xf32>, %i: index, %v: f32, %u: memref<*xf32>) -> (f32, index, index) {
  %c = memref.cast %m : memref<4x?xf32> to memref<?x?xf32>
  %l = memref.load %c[%i, %i] : memref<?x?xf32>
  memref.store %v, %c[%i, %i] : memref<?x?xf32>
  memref.prefetch %c[%i, %i], read, locality<3>, data : memref<?x?xf32>
  %r = memref.atomic_rmw addf %v, %c[%i, %i] : (f32, memref<?x?xf32>) -> f32
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %d0 = memref.dim %c, %c0 : memref<?x?xf32>
  %d1 = memref.dim %c, %c1 : memref<?x?xf32>
  %rk = memref.rank %u : memref<*xf32>
  %rk2 = memref.rank %c : memref<?x?xf32>
  %same = memref.cast %m : memref<4x?xf32> to memref<4x?xf32>
  "test.use"(%same, %d1, %rk, %rk2) : (memref<4x?xf32>, index, index, index) -> ()
  memref.dealloc %c : memref<?x?xf32>
  return %l, %d0, %d1 : f32, index, index
}

