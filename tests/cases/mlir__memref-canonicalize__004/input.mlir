
func.func @reshapes(%a: memref<2x3x4xf32>, %n: index) -> (memref<24xf32>, memref<2x3x4xf32>, memref<2x3x2x2xf32>) {
  %0 = memref.collapse_shape %a [[0, 1], [2]] : memref<2x3x4xf32> into memref<6x4xf32>
  %1 = memref.collapse_shape %0 [[0, 1]] : memref<6x4xf32> into memref<24xf32>
  %2 = memref.expand_shape %0 [[0, 1], [2]] output_shape [2, 3, 4] : memref<6x4xf32> into memref<2x3x4xf32>
  %3 = memref.expand_shape %a [[0], [1], [2, 3]] output_shape [2, 3, 2, 2] : memref<2x3x4xf32> into memref<2x3x2x2xf32>
  %4 = memref.collapse_shape %3 [[0], [1], [2, 3]] : memref<2x3x2x2xf32> into memref<2x3x4xf32>
  %5 = memref.expand_shape %4 [[0], [1], [2, 3]] output_shape [2, 3, 2, 2] : memref<2x3x4xf32> into memref<2x3x2x2xf32>
  return %1, %2, %5 : memref<24xf32>, memref<2x3x4xf32>, memref<2x3x2x2xf32>
}

