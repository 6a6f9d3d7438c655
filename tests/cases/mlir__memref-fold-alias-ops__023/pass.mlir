module {
  func.func @zero_d(%arg0: memref<8x8xf32>, %arg1: index, %arg2: index, %arg3: f32) -> f32 {
    %0 = memref.load %arg0[%arg1, %arg2] : memref<8x8xf32>
    memref.store %arg3, %arg0[%arg1, %arg2] : memref<8x8xf32>
    return %0 : f32
  }
}

