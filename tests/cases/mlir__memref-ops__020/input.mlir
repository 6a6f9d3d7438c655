
func.func @t(%v : memref<4x5xf32>) {
  %0 = memref.transpose %v (i, j) -> (i, j) : memref<4x5xf32> to memref<4x5xf32>
  %1 = memref.transpose %v (i, j) -> (i, j) : memref<4x5xf32> to memref<4x5xf32, strided<[5, 1]>>
  %2 = memref.transpose %v (i, j) -> (j, i) : memref<4x5xf32> to memref<5x4xf32, strided<[1, 5]>>
  return
}
