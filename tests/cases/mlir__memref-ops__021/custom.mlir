module {
  func.func @f(%arg0: memref<2048xi8>, %arg1: index) {
    %view = memref.view %arg0[%arg1][] : memref<2048xi8> to memref<4xf32, strided<[1]>>
    return
  }
}

