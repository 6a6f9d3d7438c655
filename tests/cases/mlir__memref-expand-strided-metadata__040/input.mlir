
// A 0-d subview of a 0-d memref, and of a rank-reduced one.
func.func @zero_d(%m: memref<f32, strided<[], offset: ?>>, %n: memref<4x4xf32>, %i: index) -> (memref<f32, strided<[], offset: ?>>, memref<f32, strided<[], offset: ?>>) {
  %0 = memref.subview %m[] [] [] : memref<f32, strided<[], offset: ?>> to memref<f32, strided<[], offset: ?>>
  %1 = memref.subview %n[%i, 2] [1, 1] [1, 1] : memref<4x4xf32> to memref<f32, strided<[], offset: ?>>
  return %0, %1 : memref<f32, strided<[], offset: ?>>, memref<f32, strided<[], offset: ?>>
}

