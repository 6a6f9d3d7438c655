module {
  func.func @f(%arg0: memref<4xf32>) -> f32 {
    %c0 = arith.constant 0 : index
    %0 = scf.execute_region -> f32 {
      %3 = memref.load %arg0[%c0] : memref<4xf32>
      scf.yield %3 : f32
    }
    %1 = scf.execute_region -> f32 {
      %3 = memref.load %arg0[%c0] : memref<4xf32>
      scf.yield %3 : f32
    }
    %2 = scf.execute_region -> f32 {
      %cst = arith.constant 1.000000e+00 : f32
      scf.yield %cst : f32
    }
    return %1 : f32
  }
}

