module {
  func.func @locations(%arg0: memref<?xf32>, %arg1: index) {
    %0 = memref.load %arg0[%arg1] : memref<?xf32>
    %1 = memref.load %arg0[%arg1] : memref<?xf32>
    %2 = memref.load %arg0[%arg1] : memref<?xf32>
    %3 = memref.load %arg0[%arg1] : memref<?xf32>
    %4 = memref.load %arg0[%arg1] : memref<?xf32>
    %5 = memref.load %arg0[%arg1] {nontemporal = true, note = "say \22hi\22\0A\09tab"} : memref<?xf32>
    %6 = memref.load %arg0[%arg1] {big = dense<[1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17]> : tensor<17xi32>, small = dense<[1, 2]> : tensor<2xi32>} : memref<?xf32>
    %7 = memref.load %arg0[%arg1] : memref<?xf32>
    return
  }
}

