module {
  func.func @dead(%arg0: index, %arg1: f32) {
    %alloc = memref.alloc(%arg0) : memref<?xf32>
    %c0 = arith.constant 0 : index
    memref.store %arg1, %alloc[%c0] : memref<?xf32>
    memref.dealloc %alloc : memref<?xf32>
    %alloca = memref.alloca() : memref<4xf32>
    %0 = memref.realloc %alloca : memref<4xf32> to memref<8xf32>
    memref.dealloc %0 : memref<8xf32>
    %alloc_0 = memref.alloc() : memref<memref<?xf32>>
    %alloc_1 = memref.alloc(%arg0) : memref<?xf32>
    memref.store %alloc_1, %alloc_0[] : memref<memref<?xf32>>
    return
  }
}

