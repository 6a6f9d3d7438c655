// RUN: mlir-opt --pass-pipeline="builtin.module(func.func(generate-runtime-verification))" -split-input-file %s

// Run on each function: ops print with the names the function gives them.
func.func @f(%m: memref<?xf32>, %i: index) -> f32 {
  %c0 = arith.constant 0 : index
  %0 = memref.load %m[%c0] : memref<?xf32>
  %1 = memref.load %m[%i] : memref<?xf32>
  %2 = arith.addf %0, %1 : f32
  return %2 : f32
}

func.func @g(%t: tensor<?xf32>, %i: index) -> f32 {
  %dim = tensor.dim %t, %i : tensor<?xf32>
  %0 = tensor.extract %t[%dim] : tensor<?xf32>
  return %0 : f32
}

