
// Copies of static and dynamic, ranked and unranked memrefs; dims with
// constant and dynamic indices; expand_shape with several groups.
func.func @copies(%a: memref<?x4xf32>, %b: memref<3x?xf32>, %c: memref<*xf32>, %d: memref<3x4xf32>, %i: index) {
  memref.copy %a, %b : memref<?x4xf32> to memref<3x?xf32>
  memref.copy %c, %a : memref<*xf32> to memref<?x4xf32>
  memref.copy %d, %d : memref<3x4xf32> to memref<3x4xf32>
  %c1 = arith.constant 1 : index
  %c7 = arith.constant 7 : index
  %0 = memref.dim %a, %c1 : memref<?x4xf32>
  %1 = memref.dim %c, %c7 : memref<*xf32>
  %2 = memref.dim %d, %i : memref<3x4xf32>
  %t = tensor.empty(%i) : tensor<?x4xf32>
  %3 = tensor.dim %t, %c1 : tensor<?x4xf32>
  %e = memref.expand_shape %b [[0, 1], [2, 3]] output_shape [1, 3, %i, 2] : memref<3x?xf32> into memref<1x3x?x2xf32>
  %f = memref.expand_shape %d [[0, 1], [2]] output_shape [3, 1, 4] : memref<3x4xf32> into memref<3x1x4xf32>
  return
}

