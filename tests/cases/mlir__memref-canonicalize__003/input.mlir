
func.func @copies(%a: memref<4xf32>, %b: memref<0xf32>, %c: memref<?xf32, strided<[?], offset: ?>>) {
  %x = memref.cast %a : memref<4xf32> to memref<?xf32>
  memref.copy %x, %x : memref<?xf32> to memref<?xf32>
  memref.copy %b, %b : memref<0xf32> to memref<0xf32>
  %y = memref.cast %a : memref<4xf32> to memref<?xf32, strided<[?], offset: ?>>
  memref.copy %y, %c : memref<?xf32, strided<[?], offset: ?>> to memref<?xf32, strided<[?], offset: ?>>
  %z = memref.alloc() : memref<0x4xf32>
  memref.copy %a, %x : memref<4xf32> to memref<?xf32>
  "test.use"(%z) : (memref<0x4xf32>) -> ()
  return
}

