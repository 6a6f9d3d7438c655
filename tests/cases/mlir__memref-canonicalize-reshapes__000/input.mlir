// RUN: mlir-opt %s -canonicalize --split-input-file
func.func @collapse_of_expand(%a: memref<12x4xf32>, %b: memref<?x?xf32>, %n: index) -> (memref<48xf32>, memref<3x4x4xf32>, memref<12x4xf32>, memref<?x?xf32>) {
  %0 = memref.expand_shape %a [[0, 1], [2]] output_shape [3, 4, 4] : memref<12x4xf32> into memref<3x4x4xf32>
  %1 = memref.collapse_shape %0 [[0, 1, 2]] : memref<3x4x4xf32> into memref<48xf32>
  %2 = memref.expand_shape %a [[0, 1, 2], [3]] output_shape [3, 2, 2, 4] : memref<12x4xf32> into memref<3x2x2x4xf32>
  %3 = memref.collapse_shape %2 [[0], [1, 2], [3]] : memref<3x2x2x4xf32> into memref<3x4x4xf32>
  %4 = memref.collapse_shape %0 [[0, 1], [2]] : memref<3x4x4xf32> into memref<12x4xf32>
  %5 = memref.expand_shape %b [[0, 1], [2]] output_shape [%n, 1, %n] : memref<?x?xf32> into memref<?x1x?xf32>
  %6 = memref.collapse_shape %5 [[0], [1, 2]] : memref<?x1x?xf32> into memref<?x?xf32>
  return %1, %3, %4, %6 : memref<48xf32>, memref<3x4x4xf32>, memref<12x4xf32>, memref<?x?xf32>
}

