
func.func @dead(%n: index, %v: f32) {
  %a = memref.alloc(%n) : memref<?xf32>
  %c0 = arith.constant 0 : index
  memref.store %v, %a[%c0] : memref<?xf32>
  memref.dealloc %a : memref<?xf32>
  %b = memref.alloca() : memref<4xf32>
  %r = memref.realloc %b : memref<4xf32> to memref<8xf32>
  memref.dealloc %r : memref<8xf32>
  %s = memref.alloc() : memref<memref<?xf32>>
  %t = memref.alloc(%n) : memref<?xf32>
  memref.store %t, %s[] : memref<memref<?xf32>>
  return
}

