// RUN: mlir-opt %s -allow-unregistered-dialect -split-input-file -verify-diagnostics

// Invalid linalg ops: verifier and parser messages.

func.func @yield_parent(%a: f32) {
  // expected-error@+1 {{'linalg.yield' op expected parent op with LinalgOp interface}}
  linalg.yield %a : f32
}

// -----

#id = affine_map<(d0) -> (d0)>
func.func @wrong_maps(%a: tensor<4xf32>, %c: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error@+1 {{'linalg.generic' op expected the number of indexing_map (1) to be equal to the number of input/output operands (2)}}
  %0 = linalg.generic {indexing_maps = [#id], iterator_types = ["parallel"]} ins(%a : tensor<4xf32>) outs(%c : tensor<4xf32>) {
  ^bb0(%x: f32, %y: f32):
    linalg.yield %x : f32
  } -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @matmul_shapes(%a: tensor<4x8xf32>, %b: tensor<7x16xf32>, %c: tensor<4x16xf32>) -> tensor<4x16xf32> {
  // expected-error@+1 {{'linalg.matmul' op inferred input/output operand #1 has shape's dimension #0 to be 8, but found 7}}
  %0 = linalg.matmul ins(%a, %b : tensor<4x8xf32>, tensor<7x16xf32>) outs(%c : tensor<4x16xf32>) -> tensor<4x16xf32>
  return %0 : tensor<4x16xf32>
}

// -----

func.func @binary_types(%a: tensor<4xf32>, %b: tensor<4xi32>, %c: tensor<4xf32>) {
  // expected-error@+1 {{custom op 'linalg.add' Cannot build binary Linalg operation: expects allComplex, allFloatingPoint, or allInteger, got 'f32' and 'i32'}}
  %0 = linalg.add ins(%a, %b : tensor<4xf32>, tensor<4xi32>) outs(%c : tensor<4xf32>) -> tensor<4xf32>
  return
}

// -----

func.func @transpose_perm(%a: tensor<4x8xf32>, %t: tensor<8x4xf32>) {
  // expected-error@+1 {{'linalg.transpose' op permutation is not valid}}
  %0 = linalg.transpose ins(%a : tensor<4x8xf32>) outs(%t : tensor<8x4xf32>) permutation = [1, 1]
  return
}

// -----

func.func @pack_tiles(%s: tensor<16x16xf32>, %d: tensor<2x2x8x8xf32>) {
  // expected-error@+1 {{mismatch in inner tile sizes specified and shaped of tiled dimension in the packed type}}
  %0 = linalg.pack %s inner_dims_pos = [0, 1] inner_tiles = [8, 4] into %d : tensor<16x16xf32> -> tensor<2x2x8x8xf32>
  return
}

// -----

func.func @dps(%a: tensor<4xf32>, %c: tensor<4xf32>) {
  // expected-error@+1 {{'linalg.exp' op expected type of operand #1 ('tensor<4xf32>') to match type of corresponding result ('tensor<5xf32>')}}
  %0 = linalg.exp ins(%a : tensor<4xf32>) outs(%c : tensor<4xf32>) -> tensor<5xf32>
  return
}

// -----

// The payload verifies before the destination-style checks.
func.func @yield_before_dps(%arg0: tensor<f32>) {
  linalg.generic {indexing_maps = [affine_map<() -> ()>], iterator_types = []} outs(%arg0 : tensor<f32>) {
  ^bb(%i: i1):
    // expected-error@+1 {{'linalg.yield' op type of yield operand 1 ('i1') doesn't match the element type of the enclosing linalg.generic op ('f32')}}
    linalg.yield %i : i1
  } -> tensor<f16>
  return
}

// -----

// The op's own verifier runs before the destination-style checks.
func.func @softmax_before_dps(%a: tensor<2x3xf32>, %b: tensor<2x3xf32>) {
  // expected-error@+1 {{'linalg.softmax' op incorrect dimension specified}}
  %0 = linalg.softmax dimension(7) ins(%a : tensor<2x3xf32>) outs(%b : tensor<2x3xf32>) -> tensor<2x4xf32>
  return
}

// -----

// Shapes against loop ranges before the maps' domains.
func.func @shape_before_domain(%arg0: memref<1xi32>) {
  // expected-error@+1 {{'linalg.generic' op inferred input/output operand #0 has shape's dimension #0 to be greater than or equal to 2, but found 1}}
  linalg.generic {indexing_maps = [affine_map<() -> (1)>], iterator_types = ["parallel"]} outs(%arg0 : memref<1xi32>) {
  ^bb(%i : i32):
    linalg.yield %i : i32
  }
  return
}

// -----

// The concatenated maps take the most dims of any map.
func.func @mixed_domains(%a: memref<4xi32>, %b: memref<4xi32>) {
  // expected-error@+1 {{'linalg.generic' op invalid indexing maps are non-invertible: ((d0, d1) -> (d0, d0))}}
  linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%a : memref<4xi32>) outs(%b : memref<4xi32>) {
  ^bb(%i : i32, %j: i32):
    linalg.yield %i : i32
  }
  return
}
