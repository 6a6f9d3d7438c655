
// Collapsing unit groups with dynamic strides, and a dynamic group.
func.func @collapse_units(%m: memref<?x1x1x?xf32, strided<[?, ?, ?, 1], offset: ?>>) -> (index, index, index, index, index) {
  %c = memref.collapse_shape %m [[0, 1, 2], [3]] : memref<?x1x1x?xf32, strided<[?, ?, ?, 1], offset: ?>> into memref<?x?xf32, strided<[?, 1], offset: ?>>
  %b, %o, %sz:2, %st:2 = memref.extract_strided_metadata %c : memref<?x?xf32, strided<[?, 1], offset: ?>> -> memref<f32>, index, index, index, index, index
  return %o, %sz#0, %sz#1, %st#0, %st#1 : index, index, index, index, index
}

