
func.func @expand_of_collapse(%a: memref<3x4x4xf32>, %b: memref<2x3x4x5xf32>, %c: memref<?x4xf32>, %n: index) -> (memref<12x4xf32>, memref<6x20xf32>, memref<3x2x2x4xf32>, memref<?x2x2xf32>) {
  %0 = memref.collapse_shape %a [[0, 1, 2]] : memref<3x4x4xf32> into memref<48xf32>
  %1 = memref.expand_shape %0 [[0, 1]] output_shape [12, 4] : memref<48xf32> into memref<12x4xf32>
  %2 = memref.collapse_shape %b [[0, 1, 2, 3]] : memref<2x3x4x5xf32> into memref<120xf32>
  %3 = memref.expand_shape %2 [[0, 1]] output_shape [6, 20] : memref<120xf32> into memref<6x20xf32>
  %4 = memref.collapse_shape %a [[0, 1], [2]] : memref<3x4x4xf32> into memref<12x4xf32>
  %5 = memref.expand_shape %4 [[0, 1, 2], [3]] output_shape [3, 2, 2, 4] : memref<12x4xf32> into memref<3x2x2x4xf32>
  %6 = memref.collapse_shape %c [[0, 1]] : memref<?x4xf32> into memref<?xf32>
  %7 = memref.expand_shape %6 [[0, 1, 2]] output_shape [%n, 2, 2] : memref<?xf32> into memref<?x2x2xf32>
  return %1, %3, %5, %7 : memref<12x4xf32>, memref<6x20xf32>, memref<3x2x2x4xf32>, memref<?x2x2xf32>
}

