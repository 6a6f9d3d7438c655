
func.func @expand_of_collapse_more(%a: memref<2x3x?xf32>, %b: memref<1x6x1xf32>, %n: index) -> (memref<6x?xf32>, memref<6xf32>, memref<2x3xf32>) {
  %0 = memref.collapse_shape %a [[0, 1, 2]] : memref<2x3x?xf32> into memref<?xf32>
  %1 = memref.expand_shape %0 [[0, 1]] output_shape [6, %n] : memref<?xf32> into memref<6x?xf32>
  %2 = memref.collapse_shape %b [[0, 1, 2]] : memref<1x6x1xf32> into memref<6xf32>
  %3 = memref.expand_shape %2 [[0, 1, 2]] output_shape [1, 6, 1] : memref<6xf32> into memref<1x6x1xf32>
  %4 = memref.collapse_shape %3 [[0, 1, 2]] : memref<1x6x1xf32> into memref<6xf32>
  %5 = memref.expand_shape %4 [[0, 1]] output_shape [2, 3] : memref<6xf32> into memref<2x3xf32>
  return %1, %4, %5 : memref<6x?xf32>, memref<6xf32>, memref<2x3xf32>
}
