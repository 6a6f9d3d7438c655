
// Zero-sized static dimensions in an all-static expansion.
func.func @expand_zero_static(%arg0: memref<0xf32>) -> (index, index, index, index) {
  %e = memref.expand_shape %arg0 [[0, 1, 2]] output_shape [2, 0, 3] : memref<0xf32> into memref<2x0x3xf32>
  %b, %o, %sz:3, %st:3 = memref.extract_strided_metadata %e : memref<2x0x3xf32> -> memref<f32>, index, index, index, index, index, index, index
  return %sz#1, %st#0, %st#1, %st#2 : index, index, index, index
}

