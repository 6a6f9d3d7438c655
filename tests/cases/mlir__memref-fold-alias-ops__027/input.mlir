
// Subviews of subviews: unit strides given by constants fold, others not.
func.func @subview_of_subview(%m: memref<?x?xf32>, %a: index, %b: index, %n: index) -> (memref<?x?xf32, strided<[?, 1], offset: ?>>, memref<2x2xf32, strided<[?, 2], offset: ?>>) {
  %c1 = arith.constant 1 : index
  %s = memref.subview %m[%a, 3] [%n, 8] [%c1, 1] : memref<?x?xf32> to memref<?x8xf32, strided<[?, 1], offset: ?>>
  %t = memref.subview %s[%b, 2] [%n, %n] [1, 1] : memref<?x8xf32, strided<[?, 1], offset: ?>> to memref<?x?xf32, strided<[?, 1], offset: ?>>
  %u = memref.subview %s[0, 0] [2, 2] [1, 2] : memref<?x8xf32, strided<[?, 1], offset: ?>> to memref<2x2xf32, strided<[?, 2], offset: ?>>
  return %t, %u : memref<?x?xf32, strided<[?, 1], offset: ?>>, memref<2x2xf32, strided<[?, 2], offset: ?>>
}

