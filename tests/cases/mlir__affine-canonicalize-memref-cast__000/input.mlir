// RUN: mlir-opt %s -canonicalize -allow-unregistered-dialect

func.func @casts(%m: memref<4xf32>, %t: memref<1xi32>, %v: f32, %i: index) -> f32 {
  %c = memref.cast %m : memref<4xf32> to memref<?xf32>
  %x = affine.load %c[%i] : memref<?xf32>
  affine.store %v, %c[%i] : memref<?xf32>
  affine.prefetch %c[%i], read, locality<3>, data : memref<?xf32>
  %u = memref.cast %m : memref<4xf32> to memref<*xf32>
  %ct = memref.cast %t : memref<1xi32> to memref<?xi32>
  %c4 = arith.constant 4 : index
  %c0 = arith.constant 0 : index
  affine.dma_start %c[%i], %c[%c0], %ct[%c0], %c4 : memref<?xf32>, memref<?xf32>, memref<?xi32>
  affine.dma_wait %ct[%c0], %c4 : memref<?xi32>
  "test.use"(%u) : (memref<*xf32>) -> ()
  return %x : f32
}
