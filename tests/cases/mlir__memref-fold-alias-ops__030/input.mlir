
// Offsets and strides whose static arithmetic overflows (a partial sum
// wrapping to the dynamic marker makes the subview's offset dynamic).
func.func @f(%m: memref<9223372036854775807x4611686018427387904xf32>) -> f32 {
  %c3 = arith.constant 3 : index
  %s = memref.subview %m[9223372036854775806, 4611686018427387903] [1, 1] [1, 1] : memref<9223372036854775807x4611686018427387904xf32> to memref<1x1xf32, strided<[4611686018427387904, 1], offset: ?>>
  %v = memref.load %s[%c3, %c3] : memref<1x1xf32, strided<[4611686018427387904, 1], offset: ?>>
  %e = memref.expand_shape %m [[0], [1, 2]] output_shape [9223372036854775807, 2, 2305843009213693952] : memref<9223372036854775807x4611686018427387904xf32> into memref<9223372036854775807x2x2305843009213693952xf32>
  %b, %o, %sz:3, %st:3 = memref.extract_strided_metadata %e : memref<9223372036854775807x2x2305843009213693952xf32> -> memref<f32>, index, index, index, index, index, index, index
  %w = memref.load %b[] : memref<f32>
  %r = arith.addf %v, %w : f32
  return %r : f32
}
