module {
  func.func @load(%arg0: memref<?x4xf32>, %arg1: index) -> f32 {
    %0 = memref.load %arg0[%arg1, %arg1] : memref<?x4xf32>
    return %0 : f32
  }
}

