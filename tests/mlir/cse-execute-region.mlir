// RUN: mlir-opt -cse %s
func.func @f(%m: memref<4xf32>) -> f32 {
  %c0 = arith.constant 0 : index
  %0 = scf.execute_region -> f32 {
    %v = memref.load %m[%c0] : memref<4xf32>
    scf.yield %v : f32
  }
  %1 = scf.execute_region -> f32 {
    %v = memref.load %m[%c0] : memref<4xf32>
    scf.yield %v : f32
  }
  %2 = scf.execute_region -> f32 {
    %v = arith.constant 1.0 : f32
    scf.yield %v : f32
  }
  return %1 : f32
}
