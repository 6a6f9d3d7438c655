module {
  func.func @f(%arg0: memref<?xf32>, %arg1: index) {
    %subview = memref.subview %arg0[%arg1] [%arg1] [1] : memref<?xf32> to memref<?xf32, strided<[1], offset: ?>>
    %reinterpret_cast = memref.reinterpret_cast %arg0 to offset: [%arg1], sizes: [10, %arg1], strides: [%arg1, 1] : memref<?xf32> to memref<10x?xf32, strided<[?, 1], offset: ?>>
    %cast = memref.cast %reinterpret_cast : memref<10x?xf32, strided<[?, 1], offset: ?>> to memref<10x4xf32, strided<[4, 1], offset: 2>>
    %cast_0 = memref.cast %arg0 : memref<?xf32> to memref<*xf32>
    %cast_1 = memref.cast %cast_0 : memref<*xf32> to memref<4xf32>
    return
  }
}

