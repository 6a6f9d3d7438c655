
// Reinterpret casts with static and constant entries; the pointer of a
// reinterpret_cast is its source's.
func.func @reinterpret(%m: memref<?xf32>, %s: index) -> (index, index, index, index) {
  %c4 = arith.constant 4 : index
  %r = memref.reinterpret_cast %m to offset: [%c4], sizes: [%s, 8], strides: [8, 1] : memref<?xf32> to memref<?x8xf32, strided<[8, 1], offset: ?>>
  %b, %o, %sz:2, %st:2 = memref.extract_strided_metadata %r : memref<?x8xf32, strided<[8, 1], offset: ?>> -> memref<f32>, index, index, index, index, index
  %p = memref.extract_aligned_pointer_as_index %r : memref<?x8xf32, strided<[8, 1], offset: ?>> -> index
  return %o, %sz#0, %st#0, %p : index, index, index, index
}

