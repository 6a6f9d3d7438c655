// RUN: mlir-opt %s -canonicalize --split-input-file
// Patterns and folds of tensor.pad, tensor.empty and tensor.generate:
// zero padding, casts folded in and out, constant amounts made static,
// consecutive and orthogonal paddings merged, constant sizes of empty and
// generate made static, dims and extracts of them folded.

func.func @zero_and_static(%t: tensor<4x?xf32>, %v: f32, %n: index) -> (tensor<4x?xf32>, tensor<?x?xf32>, tensor<4x?xf32>) {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %0 = tensor.pad %t low[0, %c0] high[0, 0] {
  ^bb0(%i: index, %j: index):
    tensor.yield %v : f32
  } : tensor<4x?xf32> to tensor<4x?xf32>
  %1 = tensor.pad %t low[%c2, 1] high[%n, 1] {
  ^bb0(%i: index, %j: index):
    tensor.yield %v : f32
  } : tensor<4x?xf32> to tensor<?x?xf32>
  %2 = tensor.pad %t nofold low[0, 0] high[0, 0] {
  ^bb0(%i: index, %j: index):
    tensor.yield %v : f32
  } : tensor<4x?xf32> to tensor<4x?xf32>
  return %0, %1, %2 : tensor<4x?xf32>, tensor<?x?xf32>, tensor<4x?xf32>
}

// -----

func.func @casts(%t: tensor<4x4xf32>, %v: f32) -> (tensor<?x?xf32>, tensor<8x8xf32>) {
  %c = tensor.cast %t : tensor<4x4xf32> to tensor<?x?xf32>
  %0 = tensor.pad %c low[1, 1] high[1, 1] {
  ^bb0(%i: index, %j: index):
    tensor.yield %v : f32
  } : tensor<?x?xf32> to tensor<?x?xf32>
  %1 = tensor.pad %c low[2, 2] high[2, 2] {
  ^bb0(%i: index, %j: index):
    tensor.yield %v : f32
  } : tensor<?x?xf32> to tensor<?x?xf32>
  %2 = tensor.cast %1 : tensor<?x?xf32> to tensor<8x8xf32>
  return %0, %2 : tensor<?x?xf32>, tensor<8x8xf32>
}

// -----

func.func @consecutive(%t: tensor<1x2xf32>, %v: f32, %w: f32) -> (tensor<5x7xf32>, tensor<3x4xf32>) {
  %0 = tensor.pad %t low[0, 1] high[0, 2] {
  ^bb0(%i: index, %j: index):
    tensor.yield %v : f32
  } : tensor<1x2xf32> to tensor<1x5xf32>
  %1 = tensor.pad %0 low[1, 2] high[3, 0] {
  ^bb0(%i: index, %j: index):
    tensor.yield %v : f32
  } : tensor<1x5xf32> to tensor<5x7xf32>
  %2 = tensor.pad %t low[1, 1] high[0, 0] {
  ^bb0(%i: index, %j: index):
    tensor.yield %v : f32
  } : tensor<1x2xf32> to tensor<2x3xf32>
  %3 = tensor.pad %2 low[1, 1] high[0, 0] {
  ^bb0(%i: index, %j: index):
    tensor.yield %w : f32
  } : tensor<2x3xf32> to tensor<3x4xf32>
  return %1, %3 : tensor<5x7xf32>, tensor<3x4xf32>
}

// -----

func.func @orthogonal(%input: tensor<64x64xf32>, %sz0: index, %sz1: index, %pw0: index, %pw1: index) -> tensor<8x4xf32> {
  %c0 = arith.constant 0.0 : f32
  %0 = tensor.extract_slice %input[16, 0] [%sz0, 64] [1, 1] : tensor<64x64xf32> to tensor<?x64xf32>
  %1 = tensor.pad %0 low[0, 0] high[%pw0, 0] {
  ^bb0(%i: index, %j: index):
    tensor.yield %c0 : f32
  } : tensor<?x64xf32> to tensor<8x64xf32>
  %2 = tensor.extract_slice %1[0, 4] [8, %sz1] [1, 1] : tensor<8x64xf32> to tensor<8x?xf32>
  %3 = tensor.pad %2 nofold low[0, 0] high[0, %pw1] {
  ^bb0(%i: index, %j: index):
    tensor.yield %c0 : f32
  } : tensor<8x?xf32> to tensor<8x4xf32>
  return %3 : tensor<8x4xf32>
}

// -----

func.func @empty_and_generate(%n: index, %m: index) -> (tensor<?x?xf32>, index, tensor<4x?xf32>, tensor<?x?xindex>, index) {
  %c3 = arith.constant 3 : index
  %c1 = arith.constant 1 : index
  %cm = arith.constant -2 : index
  %0 = tensor.empty(%c3, %n) : tensor<?x?xf32>
  %e = tensor.empty(%n, %m) : tensor<?x?xf32>
  %1 = tensor.dim %e, %c1 : tensor<?x?xf32>
  %2 = tensor.cast %e : tensor<?x?xf32> to tensor<4x?xf32>
  %3 = tensor.generate %c3, %cm {
  ^bb0(%i: index, %j: index):
    %s = arith.addi %i, %j : index
    tensor.yield %s : index
  } : tensor<?x?xindex>
  %g = tensor.generate %n {
  ^bb0(%i: index):
    %s = arith.muli %i, %i : index
    tensor.yield %s : index
  } : tensor<?xindex>
  %4 = tensor.extract %g[%m] : tensor<?xindex>
  return %0, %1, %2, %3, %4 : tensor<?x?xf32>, index, tensor<4x?xf32>, tensor<?x?xindex>, index
}

// -----

func.func @chains(%t: tensor<4xi32>, %u: tensor<?x?xf32>, %s: tensor<2xindex>) -> (tensor<4xf32>, tensor<4xi32>, index, i32) {
  %0 = tensor.bitcast %t : tensor<4xi32> to tensor<4xui32>
  %1 = tensor.bitcast %0 : tensor<4xui32> to tensor<4xf32>
  %2 = tensor.bitcast %1 : tensor<4xf32> to tensor<4xi32>
  %c0 = arith.constant 0 : index
  %r = tensor.reshape %u(%s) : (tensor<?x?xf32>, tensor<2xindex>) -> tensor<?x?xf32>
  %3 = tensor.dim %r, %c0 : tensor<?x?xf32>
  %ic = arith.index_cast %s : tensor<2xindex> to tensor<2xi32>
  %4 = tensor.extract %ic[%c0] : tensor<2xi32>
  return %1, %2, %3, %4 : tensor<4xf32>, tensor<4xi32>, index, i32
}
