module {
  func.func @casts(%arg0: memref<4x?xf32>, %arg1: index, %arg2: f32, %arg3: memref<*xf32>) -> (f32, index, index) {
    %cast = memref.cast %arg0 : memref<4x?xf32> to memref<?x?xf32>
    %0 = memref.load %cast[%arg1, %arg1] : memref<?x?xf32>
    memref.store %arg2, %cast[%arg1, %arg1] : memref<?x?xf32>
    memref.prefetch %cast[%arg1, %arg1], read, locality<3>, data : memref<?x?xf32>
    %1 = memref.atomic_rmw addf %arg2, %cast[%arg1, %arg1] : (f32, memref<?x?xf32>) -> f32
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %dim = memref.dim %cast, %c0 : memref<?x?xf32>
    %dim_0 = memref.dim %cast, %c1 : memref<?x?xf32>
    %2 = memref.rank %arg3 : memref<*xf32>
    %3 = memref.rank %cast : memref<?x?xf32>
    %cast_1 = memref.cast %arg0 : memref<4x?xf32> to memref<4x?xf32>
    "test.use"(%cast_1, %dim_0, %2, %3) : (memref<4x?xf32>, index, index, index) -> ()
    memref.dealloc %cast : memref<?x?xf32>
    return %0, %dim, %dim_0 : f32, index, index
  }
}

