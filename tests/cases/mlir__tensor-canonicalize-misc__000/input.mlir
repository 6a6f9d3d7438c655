// RUN: mlir-opt %s -canonicalize --split-input-file
// More tensor patterns: pad of a cast with dynamic amounts, casts into
// rank-reducing slices, constant slice arguments with a rank-reduced
// result, empty tensors with constant sizes and dims of them, bitcasts
// of constants (not folded) and extracts through cast chains.

func.func @p1(%t: tensor<4x4xf32>, %v: f32, %n: index) -> tensor<?x?xf32> {
  %c = tensor.cast %t : tensor<4x4xf32> to tensor<?x?xf32>
  %0 = tensor.pad %c low[%n, 1] high[1, 1] {
  ^bb0(%i: index, %j: index):
    tensor.yield %v : f32
  } : tensor<?x?xf32> to tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}

