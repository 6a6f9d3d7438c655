module {
  func.func @casts(%arg0: memref<4x?xf32>, %arg1: index, %arg2: f32, %arg3: memref<*xf32>) -> (f32, index, index) {
    %c2 = arith.constant 2 : index
    %c4 = arith.constant 4 : index
    %c1 = arith.constant 1 : index
    %0 = memref.load %arg0[%arg1, %arg1] : memref<4x?xf32>
    memref.store %arg2, %arg0[%arg1, %arg1] : memref<4x?xf32>
    memref.prefetch %arg0[%arg1, %arg1], read, locality<3>, data : memref<4x?xf32>
    %1 = memref.atomic_rmw addf %arg2, %arg0[%arg1, %arg1] : (f32, memref<4x?xf32>) -> f32
    %dim = memref.dim %arg0, %c1 : memref<4x?xf32>
    %2 = memref.rank %arg3 : memref<*xf32>
    "test.use"(%arg0, %dim, %2, %c2) : (memref<4x?xf32>, index, index, index) -> ()
    memref.dealloc %arg0 : memref<4x?xf32>
    return %0, %c4, %dim : f32, index, index
  }
}

