
func.func @f(%m: memref<?xf32>, %i: index) {
  %0 = memref.subview %m[%i][%i][1] : memref<?xf32> to memref<?xf32, strided<[1], offset: ?>>
  %1 = memref.reinterpret_cast %m to offset: [%i], sizes: [10, %i], strides: [%i, 1] : memref<?xf32> to memref<10x?xf32, strided<[?, 1], offset: ?>>
  %2 = memref.cast %1 : memref<10x?xf32, strided<[?, 1], offset: ?>> to memref<10x4xf32, strided<[4, 1], offset: 2>>
  %3 = memref.cast %m : memref<?xf32> to memref<*xf32>
  %4 = memref.cast %3 : memref<*xf32> to memref<4xf32>
  return
}
