
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
