// RUN: mlir-opt %s -split-input-file -canonicalize

#id = affine_map<(d0, d1) -> (d0, d1)>
func.func @identity(%a: tensor<4x8xf32>, %c: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %0 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} ins(%a : tensor<4x8xf32>) outs(%c : tensor<4x8xf32>) {
  ^bb0(%x: f32, %y: f32):
    linalg.yield %x : f32
  } -> tensor<4x8xf32>
  return %0 : tensor<4x8xf32>
}

// -----

func.func @fill_extract(%v: f32, %t: tensor<4x8xf32>) -> f32 {
  %c0 = arith.constant 0 : index
  %0 = linalg.fill ins(%v : f32) outs(%t : tensor<4x8xf32>) -> tensor<4x8xf32>
  %1 = tensor.extract %0[%c0, %c0] : tensor<4x8xf32>
  return %1 : f32
}

// -----

func.func @transposes(%a: tensor<2x3x4xf32>, %t: tensor<3x2x4xf32>, %u: tensor<4x3x2xf32>) -> tensor<4x3x2xf32> {
  %0 = linalg.transpose ins(%a : tensor<2x3x4xf32>) outs(%t : tensor<3x2x4xf32>) permutation = [1, 0, 2]
  %1 = linalg.transpose ins(%0 : tensor<3x2x4xf32>) outs(%u : tensor<4x3x2xf32>) permutation = [2, 0, 1]
  return %1 : tensor<4x3x2xf32>
}

// -----

func.func @cast_consumer(%a: tensor<?x?xf32>, %b: tensor<?x?xf32>, %c: tensor<?x?xf32>) -> tensor<4x8xf32> {
  %0 = linalg.matmul ins(%a, %b : tensor<?x?xf32>, tensor<?x?xf32>) outs(%c : tensor<?x?xf32>) -> tensor<?x?xf32>
  %1 = tensor.cast %0 : tensor<?x?xf32> to tensor<4x8xf32>
  return %1 : tensor<4x8xf32>
}
