module {
  func.func @alloc(%arg0: index) -> (memref<4xi32>, memref<4xi32>, i32, i32) {
    %alloc = memref.alloc() : memref<4xi32>
    %alloc_0 = memref.alloc() : memref<4xi32>
    %0 = memref.load %alloc[%arg0] : memref<4xi32>
    %1 = memref.load %alloc_0[%arg0] : memref<4xi32>
    return %alloc, %alloc_0, %0, %1 : memref<4xi32>, memref<4xi32>, i32, i32
  }
}

