// RUN: mlir-opt -generate-runtime-verification -split-input-file %s

// Inputs of upstream's tensor runtime-verification tests
// (test/Integration/Dialect/Tensor/*-runtime-verification.mlir), without
// their CHECK lines.

func.func private @cast_to_static_dim(%t: tensor<?xf32>) -> tensor<10xf32> {
  %0 = tensor.cast %t : tensor<?xf32> to tensor<10xf32>
  return %0 : tensor<10xf32>
}

func.func private @cast_to_ranked(%t: tensor<*xf32>) -> tensor<f32> {
  %0 = tensor.cast %t : tensor<*xf32> to tensor<f32>
  return %0 : tensor<f32>
}

func.func private @valid_cast(%t: tensor<*xf32>) -> tensor<?xf32> {
  %0 = tensor.cast %t : tensor<*xf32> to tensor<?xf32>
  return %0 : tensor<?xf32>
}

func.func @main() {
  %alloc = tensor.empty() : tensor<5xf32>
  %1 = tensor.cast %alloc : tensor<5xf32> to tensor<?xf32>
  func.call @cast_to_static_dim(%1) : (tensor<?xf32>) -> (tensor<10xf32>)
  %3 = tensor.cast %alloc : tensor<5xf32> to tensor<*xf32>
  func.call @cast_to_ranked(%3) : (tensor<*xf32>) -> (tensor<f32>)
  func.call @valid_cast(%3) : (tensor<*xf32>) -> (tensor<?xf32>)
  return
}

