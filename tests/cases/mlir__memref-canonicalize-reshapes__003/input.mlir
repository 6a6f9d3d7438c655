
func.func @f(%a: memref<4x5x6xf32>) -> memref<4x5x2x3xf32> {
  %0 = memref.collapse_shape %a [[0, 1], [2]] : memref<4x5x6xf32> into memref<20x6xf32>
  %1 = memref.expand_shape %0 [[0, 1], [2, 3]] output_shape [4, 5, 2, 3] : memref<20x6xf32> into memref<4x5x2x3xf32>
  return %1 : memref<4x5x2x3xf32>
}
func.func @g(%a: memref<4x5x2x3xf32>) -> memref<4x5x6xf32> {
  %0 = memref.collapse_shape %a [[0, 1], [2, 3]] : memref<4x5x2x3xf32> into memref<20x6xf32>
  %1 = memref.expand_shape %0 [[0, 1], [2]] output_shape [4, 5, 6] : memref<20x6xf32> into memref<4x5x6xf32>
  return %1 : memref<4x5x6xf32>
}
func.func @h(%a: memref<4x6xf32>) -> memref<4x2x3xf32> {
  %0 = memref.collapse_shape %a [[0, 1]] : memref<4x6xf32> into memref<24xf32>
  %1 = memref.expand_shape %0 [[0, 1, 2]] output_shape [4, 2, 3] : memref<24xf32> into memref<4x2x3xf32>
  return %1 : memref<4x2x3xf32>
}
