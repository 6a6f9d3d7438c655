module {
  func.func @views(%arg0: index) -> (memref<?x?xf32>, memref<16xf32>, memref<?xf32>) {
    %c0 = arith.constant 0 : index
    %c4 = arith.constant 4 : index
    %alloc = memref.alloc() : memref<2048xi8>
    %view = memref.view %alloc[%c0][%c4, %arg0] : memref<2048xi8> to memref<?x?xf32>
    %view_0 = memref.view %alloc[%arg0][] : memref<2048xi8> to memref<16xf32>
    %alloc_1 = memref.alloc() : memref<2048xi8>
    %cast = memref.cast %alloc_1 : memref<2048xi8> to memref<?xi8>
    %view_2 = memref.view %cast[%arg0][%arg0] : memref<?xi8> to memref<?xf32>
    %view_3 = memref.view %alloc[%c0][] : memref<2048xi8> to memref<2048xi8>
    "test.use"(%view_3) : (memref<2048xi8>) -> ()
    return %view, %view_0, %view_2 : memref<?x?xf32>, memref<16xf32>, memref<?xf32>
  }
}

