module {
  func.func @f(%arg0: memref<4xf32>) -> f32 {
    %c0 = arith.constant 0 : index
    %0 = scf.execute_region -> f32 {
      %1 = memref.load %arg0[%c0] : memref<4xf32>
      scf.yield %1 : f32
    }
    return %0 : f32
  }
}

