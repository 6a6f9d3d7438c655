module {
  func.func @copies(%arg0: memref<4xf32>, %arg1: memref<0xf32>, %arg2: memref<?xf32, strided<[?], offset: ?>>) {
    memref.copy %arg0, %arg2 : memref<4xf32> to memref<?xf32, strided<[?], offset: ?>>
    %alloc = memref.alloc() : memref<0x4xf32>
    "test.use"(%alloc) : (memref<0x4xf32>) -> ()
    return
  }
}

