module {
  func.func @f(%arg0: memref<10x?xf32>, %arg1: index, %arg2: memref<1xi32>, %arg3: f32) {
    %0 = memref.generic_atomic_rmw %arg0[%arg1, %arg1] : memref<10x?xf32> {
    ^bb0(%arg4: f32):
      memref.atomic_yield %arg4 : f32
    }
    memref.dma_wait %arg2[%arg1], %arg1 : memref<1xi32>
    %reshape = memref.reshape %arg0(%arg2) : (memref<10x?xf32>, memref<1xi32>) -> memref<?xf32>
    return
  }
}

