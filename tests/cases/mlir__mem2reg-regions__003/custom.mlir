module {
  func.func @self_store(%arg0: memref<memref<i32>>) {
    %alloca = memref.alloca() : memref<memref<i32>>
    %alloca_0 = memref.alloca() : memref<i32>
    memref.store %alloca_0, %alloca[] : memref<memref<i32>>
    %0 = memref.load %alloca[] : memref<memref<i32>>
    memref.store %0, %arg0[] : memref<memref<i32>>
    return
  }
}

