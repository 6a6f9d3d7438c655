module {
  func.func @self_store(%arg0: memref<memref<i32>>) {
    %alloca = memref.alloca() : memref<i32>
    memref.store %alloca, %arg0[] : memref<memref<i32>>
    return
  }
}

