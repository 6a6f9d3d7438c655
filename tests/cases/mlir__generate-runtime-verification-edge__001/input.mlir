
// Sizes fold to what made the memref or tensor: alloc operands, the source
// of a cast (folded in place), tensor.empty operands.
func.func @folded_sizes(%n: index, %i: index, %u: memref<?xf32>, %v: f32) {
  %m = memref.alloc(%n) : memref<?x4xf32>
  %x = memref.load %m[%i, %i] : memref<?x4xf32>
  %c = memref.cast %u : memref<?xf32> to memref<?xf32>
  %cast = memref.cast %m : memref<?x4xf32> to memref<?x?xf32>
  %y = memref.load %cast[%i, %i] : memref<?x?xf32>
  %sv = memref.subview %m[0, 0] [%n, 2] [1, 1] : memref<?x4xf32> to memref<?x2xf32, strided<[4, 1]>>
  %z = memref.load %sv[%i, %i] : memref<?x2xf32, strided<[4, 1]>>
  %t = tensor.empty(%n) : tensor<?x5xf32>
  %w = tensor.extract %t[%i, %i] : tensor<?x5xf32>
  %t2 = tensor.insert %v into %t[%i, %i] : tensor<?x5xf32>
  %rank0 = memref.alloca() : memref<f32>
  %r0 = memref.load %rank0[] : memref<f32>
  memref.store %r0, %rank0[] : memref<f32>
  %t0 = tensor.empty() : tensor<f32>
  %e0 = tensor.extract %t0[] : tensor<f32>
  return
}

