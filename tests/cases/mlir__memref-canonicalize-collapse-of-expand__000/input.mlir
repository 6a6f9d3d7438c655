// RUN: mlir-opt %s -canonicalize -allow-unregistered-dialect --split-input-file
func.func @f(%a: memref<?x4xf32>, %n: index) -> memref<?x2x2xf32> {
  %0 = memref.expand_shape %a [[0, 1], [2]] output_shape [%n, 1, 4] : memref<?x4xf32> into memref<?x1x4xf32>
  %1 = memref.collapse_shape %0 [[0, 1], [2]] : memref<?x1x4xf32> into memref<?x4xf32>
  %2 = memref.expand_shape %a [[0], [1, 2]] output_shape [%n, 2, 2] : memref<?x4xf32> into memref<?x2x2xf32>
  %3 = memref.collapse_shape %2 [[0], [1], [2]] : memref<?x2x2xf32> into memref<?x2x2xf32>
  "test.use"(%1) : (memref<?x4xf32>) -> ()
  return %3 : memref<?x2x2xf32>
}
func.func @g(%a: memref<?xf32>, %n: index) -> memref<?x4xf32> {
  %0 = memref.expand_shape %a [[0, 1, 2]] output_shape [%n, 2, 2] : memref<?xf32> into memref<?x2x2xf32>
  %1 = memref.collapse_shape %0 [[0], [1, 2]] : memref<?x2x2xf32> into memref<?x4xf32>
  return %1 : memref<?x4xf32>
}
