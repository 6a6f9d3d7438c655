
// rmlir's own cases.
// Maps with expressions and symbols through a subview, a store to a 0-d
// collapse and an affine.load of a 0-d subview.
func.func @maps(%m: memref<16x16xf32>, %n: memref<1x1xf32>, %i: index, %j: index, %x: f32) -> f32 {
  %s = memref.subview %m[%i, 2] [8, 8] [2, 1] : memref<16x16xf32> to memref<8x8xf32, strided<[32, 1], offset: ?>>
  %v = affine.load %s[%j floordiv 2, symbol(%i) + 3] : memref<8x8xf32, strided<[32, 1], offset: ?>>
  %z = memref.collapse_shape %n [] : memref<1x1xf32> into memref<f32>
  affine.store %v, %z[] : memref<f32>
  %t = memref.subview %m[%i, %j] [1, 1] [1, 1] : memref<16x16xf32> to memref<f32, strided<[], offset: ?>>
  %w = affine.load %t[] : memref<f32, strided<[], offset: ?>>
  %r = arith.addf %v, %w : f32
  return %r : f32
}

