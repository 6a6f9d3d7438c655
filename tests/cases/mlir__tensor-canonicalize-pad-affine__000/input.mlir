// RUN: mlir-opt %s -canonicalize --split-input-file
// Consecutive tensor.pad ops with dynamic amounts: the sums become
// affine.apply ops, canonicalized as upstream composes them.

func.func @m1(%t: tensor<?x?xf32>, %a: index, %b: index, %v: f32) -> tensor<?x?xf32> {
  %0 = tensor.pad %t low[%a, %a] high[%b, 0] {
  ^bb0(%i: index, %j: index):
    tensor.yield %v : f32
  } : tensor<?x?xf32> to tensor<?x?xf32>
  %1 = tensor.pad %0 low[%b, %a] high[%b, 3] {
  ^bb0(%i: index, %j: index):
    tensor.yield %v : f32
  } : tensor<?x?xf32> to tensor<?x?xf32>
  return %1 : tensor<?x?xf32>
}

