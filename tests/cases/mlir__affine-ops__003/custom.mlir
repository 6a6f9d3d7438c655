module {
  func.func @memory(%arg0: index, %arg1: memref<4x4xf32>, %arg2: vector<4xf32>, %arg3: memref<f32>) {
    affine.for %arg4 = 0 to 4 {
      %1 = affine.load %arg1[%arg4 + 1, symbol(%arg0) * 2] {foo} : memref<4x4xf32>
      affine.store %1, %arg1[%arg4 floordiv 2, %arg4 mod 3] : memref<4x4xf32>
      %2 = affine.vector_load %arg1[%arg4, %arg0] : memref<4x4xf32>, vector<4xf32>
      affine.vector_store %arg2, %arg1[%arg4, 3] {bar = 2 : i64} : memref<4x4xf32>, vector<4xf32>
      affine.prefetch %arg1[%arg4, %arg0], write, locality<0>, instr {x} : memref<4x4xf32>
      affine.prefetch %arg1[%arg4, %arg4 + 5], read, locality<3>, data : memref<4x4xf32>
    }
    %0 = affine.load %arg3[] : memref<f32>
    affine.store %0, %arg3[] : memref<f32>
    return
  }
}

