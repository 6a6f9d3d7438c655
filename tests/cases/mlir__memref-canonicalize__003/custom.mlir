module {
  func.func @copies(%arg0: memref<4xf32>, %arg1: memref<0xf32>, %arg2: memref<?xf32, strided<[?], offset: ?>>) {
    %cast = memref.cast %arg0 : memref<4xf32> to memref<?xf32>
    memref.copy %cast, %cast : memref<?xf32> to memref<?xf32>
    memref.copy %arg1, %arg1 : memref<0xf32> to memref<0xf32>
    %cast_0 = memref.cast %arg0 : memref<4xf32> to memref<?xf32, strided<[?], offset: ?>>
    memref.copy %cast_0, %arg2 : memref<?xf32, strided<[?], offset: ?>> to memref<?xf32, strided<[?], offset: ?>>
    %alloc = memref.alloc() : memref<0x4xf32>
    memref.copy %arg0, %cast : memref<4xf32> to memref<?xf32>
    "test.use"(%alloc) : (memref<0x4xf32>) -> ()
    return
  }
}

