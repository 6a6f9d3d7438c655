
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
