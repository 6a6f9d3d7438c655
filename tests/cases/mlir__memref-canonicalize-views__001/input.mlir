
func.func @transposes(%a: memref<2x3x4xf32>) -> (memref<4x2x3xf32, strided<[1, 12, 4]>>, memref<2x3x4xf32>) {
  %0 = memref.transpose %a (i, j, k) -> (k, i, j) : memref<2x3x4xf32> to memref<4x2x3xf32, strided<[1, 12, 4]>>
  %1 = memref.transpose %0 (i, j, k) -> (j, k, i) : memref<4x2x3xf32, strided<[1, 12, 4]>> to memref<2x3x4xf32, strided<[12, 4, 1]>>
  %2 = memref.transpose %a (i, j, k) -> (i, j, k) : memref<2x3x4xf32> to memref<2x3x4xf32>
  "test.use"(%1) : (memref<2x3x4xf32, strided<[12, 4, 1]>>) -> ()
  return %0, %2 : memref<4x2x3xf32, strided<[1, 12, 4]>>, memref<2x3x4xf32>
}

