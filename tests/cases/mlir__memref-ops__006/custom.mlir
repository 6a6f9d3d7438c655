module {
  func.func @f(%arg0: index, %arg1: memref<4xf32, strided<[1]>>) {
    %0 = memref.realloc %arg1 : memref<4xf32, strided<[1]>> to memref<8xf32>
    return
  }
}

