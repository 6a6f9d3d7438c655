module {
  func.func @f(%arg0: memref<2048xi8, strided<[1]>>, %arg1: index) {
    %view = memref.view %arg0[%arg1][] : memref<2048xi8, strided<[1]>> to memref<4xf32>
    return
  }
}

