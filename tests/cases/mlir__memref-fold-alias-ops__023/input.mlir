
// A 0-d subview, loaded and stored.
func.func @zero_d(%m: memref<8x8xf32>, %i: index, %j: index, %x: f32) -> f32 {
  %s = memref.subview %m[%i, %j] [1, 1] [1, 1] : memref<8x8xf32> to memref<f32, strided<[], offset: ?>>
  %v = memref.load %s[] : memref<f32, strided<[], offset: ?>>
  memref.store %x, %s[] : memref<f32, strided<[], offset: ?>>
  return %v : f32
}

