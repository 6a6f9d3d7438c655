module {
  func.func @h(%arg0: memref<4xf32>, %arg1: index) {
    %alloc = memref.alloc() : memref<4xf32>
    %alloc_0 = memref.alloc() : memref<4xf32>
    %dim = memref.dim %arg0, %arg1 : memref<4xf32>
    %dim_1 = memref.dim %arg0, %arg1 : memref<4xf32>
    %subview = memref.subview %arg0[1] [2] [1] : memref<4xf32> to memref<2xf32, strided<[1], offset: 1>>
    %subview_2 = memref.subview %arg0[1] [2] [1] : memref<4xf32> to memref<2xf32, strided<[1], offset: 1>>
    %alloc_3 = memref.alloc() : memref<64xi8>
    %view = memref.view %alloc_3[%arg1][] : memref<64xi8> to memref<4xf32>
    %view_4 = memref.view %alloc_3[%arg1][] : memref<64xi8> to memref<4xf32>
    return
  }
}

