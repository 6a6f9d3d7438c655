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
// -----
func.func @g(%a: memref<?xf32>, %n: index) -> memref<?x2xf32> {
  %0 = memref.expand_shape %a [[0, 1, 2]] output_shape [%n, 2, 2] : memref<?xf32> into memref<?x2x2xf32>
  %1 = memref.collapse_shape %0 [[0, 1], [2]] : memref<?x2x2xf32> into memref<?x2xf32>
  return %1 : memref<?x2xf32>
}
func.func @h(%a: memref<?x?xf32>, %n: index, %m: index) -> memref<?x?xf32> {
  %0 = memref.expand_shape %a [[0, 1], [2, 3]] output_shape [%n, 2, %m, 1] : memref<?x?xf32> into memref<?x2x?x1xf32>
  %1 = memref.collapse_shape %0 [[0], [1, 2, 3]] : memref<?x2x?x1xf32> into memref<?x?xf32>
  return %1 : memref<?x?xf32>
}
func.func @k(%a: memref<?xf32>, %n: index) -> memref<?x2xf32> {
  %0 = memref.expand_shape %a [[0, 1, 2]] output_shape [2, %n, 2] : memref<?xf32> into memref<2x?x2xf32>
  %1 = memref.collapse_shape %0 [[0, 1], [2]] : memref<2x?x2xf32> into memref<?x2xf32>
  return %1 : memref<?x2xf32>
}
func.func @l(%a: memref<?xf32>, %n: index) -> memref<1x?xf32> {
  %0 = memref.expand_shape %a [[0, 1, 2]] output_shape [1, 1, %n] : memref<?xf32> into memref<1x1x?xf32>
  %1 = memref.collapse_shape %0 [[0, 1], [2]] : memref<1x1x?xf32> into memref<1x?xf32>
  return %1 : memref<1x?xf32>
}
// -----
func.func @m(%a: memref<?x5xf32>, %n: index, %m: index) -> memref<?x5xf32> {
  %0 = memref.expand_shape %a [[0, 1, 2], [3]] output_shape [%n, 3, %m, 5] : memref<?x5xf32> into memref<?x3x?x5xf32>
  %1 = memref.collapse_shape %0 [[0, 1], [2], [3]] : memref<?x3x?x5xf32> into memref<?x?x5xf32>
  %c2 = arith.constant 2 : index
  %2 = memref.expand_shape %a [[0, 1, 2, 3], [4]] output_shape [%n, %c2, %m, 7, 5] : memref<?x5xf32> into memref<?x?x?x7x5xf32>
  %3 = memref.collapse_shape %2 [[0, 1, 2, 3], [4]] : memref<?x?x?x7x5xf32> into memref<?x5xf32>
  %4 = memref.expand_shape %a [[0, 1, 2, 3], [4]] output_shape [%n, %c2, %m, 7, 5] : memref<?x5xf32> into memref<?x?x?x7x5xf32>
  %5 = memref.collapse_shape %4 [[0], [1, 2, 3], [4]] : memref<?x?x?x7x5xf32> into memref<?x?x5xf32>
  "test.use"(%1, %3, %5) : (memref<?x?x5xf32>, memref<?x5xf32>, memref<?x?x5xf32>) -> ()
  return %a : memref<?x5xf32>
}
