module {
  func.func @views(%arg0: index) -> (memref<?x?xf32>, memref<16xf32>, memref<?xf32>) {
    %c0 = arith.constant 0 : index
    %alloc = memref.alloc() : memref<2048xi8>
    %view = memref.view %alloc[%c0][%arg0] : memref<2048xi8> to memref<4x?xf32>
    %cast = memref.cast %view : memref<4x?xf32> to memref<?x?xf32>
    %view_0 = memref.view %alloc[%arg0][] : memref<2048xi8> to memref<16xf32>
    %alloc_1 = memref.alloc() : memref<2048xi8>
    %view_2 = memref.view %alloc_1[%arg0][%arg0] : memref<2048xi8> to memref<?xf32>
    "test.use"(%alloc) : (memref<2048xi8>) -> ()
    return %cast, %view_0, %view_2 : memref<?x?xf32>, memref<16xf32>, memref<?xf32>
  }
}

