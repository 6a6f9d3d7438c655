
func.func @subviews(%a: memref<8x16xf32>, %i: index) -> (memref<4x4xf32, strided<[16, 1], offset: ?>>, memref<?x?xf32, strided<[?, ?], offset: ?>>, index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %s = memref.subview %a[%i, 0] [4, 4] [1, 1] : memref<8x16xf32> to memref<4x4xf32, strided<[16, 1], offset: ?>>
  %t = memref.subview %s[0, 0] [4, 4] [1, 1] : memref<4x4xf32, strided<[16, 1], offset: ?>> to memref<4x4xf32, strided<[16, 1], offset: ?>>
  %u = memref.subview %a[%c1, %c0] [%c4, %i] [%c1, %c1] : memref<8x16xf32> to memref<?x?xf32, strided<[?, ?], offset: ?>>
  %d = memref.dim %u, %c1 : memref<?x?xf32, strided<[?, ?], offset: ?>>
  %m = memref.subview %a[0, 0] [1, %i] [1, 1] : memref<8x16xf32> to memref<?xf32, strided<[1]>>
  %e = memref.dim %m, %c0 : memref<?xf32, strided<[1]>>
  "test.use"(%e) : (index) -> ()
  return %t, %u, %d : memref<4x4xf32, strided<[16, 1], offset: ?>>, memref<?x?xf32, strided<[?, ?], offset: ?>>, index
}

