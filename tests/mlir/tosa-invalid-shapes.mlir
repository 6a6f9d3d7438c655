// RUN: mlir-opt %s -allow-unregistered-dialect -split-input-file -verify-diagnostics

// Diagnostics of tosa shape ops, select and the block-scaled ops.
func.func @a(%p: tensor<2xi1>, %a: tensor<2xf32>, %b: tensor<2xi32>) -> tensor<2xf32> {
  // expected-error@+1 {{'tosa.select' op expect input and output to have same element type, got 'i32' and 'f32'}}
  %0 = tosa.select %p, %a, %b : (tensor<2xi1>, tensor<2xf32>, tensor<2xi32>) -> tensor<2xf32>
  return %0 : tensor<2xf32>
}
// -----
func.func @b(%a: tensor<2x3xf32>) -> !tosa.shape<1> {
  // expected-error@+1 {{'tosa.dim' op expect axis to be in the range [0, 2), got 2}}
  %0 = tosa.dim %a {axis = 2 : i32} : (tensor<2x3xf32>) -> !tosa.shape<1>
  return %0 : !tosa.shape<1>
}
// -----
func.func @b2(%a: tensor<2x3xf32>) -> !tosa.shape<2> {
  // expected-error@+1 {{'tosa.dim' op expect output shape type to contain one element, got '!tosa.shape<2>'}}
  %0 = tosa.dim %a {axis = 1 : i32} : (tensor<2x3xf32>) -> !tosa.shape<2>
  return %0 : !tosa.shape<2>
}
// -----
func.func @c() -> !tosa.shape<3> {
  %0 = tosa.const_shape {values = dense<[1, 2]> : tensor<2xindex>} : () -> !tosa.shape<2>
  // expected-error@+1 {{'tosa.concat_shape' op requires output shape rank to be equal to the sum of the input shape ranks (4), got 3}}
  %1 = tosa.concat_shape %0, %0 : (!tosa.shape<2>, !tosa.shape<2>) -> !tosa.shape<3>
  return %1 : !tosa.shape<3>
}
// -----
func.func @d() -> !tosa.shape<3> {
  %0 = tosa.const_shape {values = dense<[1, 2]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %1 = tosa.const_shape {values = dense<[1, 2, 3]> : tensor<3xindex>} : () -> !tosa.shape<3>
  // expected-error@+1 {{'tosa.add_shape' op operands don't have matching ranks}}
  %2 = tosa.add_shape %0, %1 : (!tosa.shape<2>, !tosa.shape<3>) -> !tosa.shape<3>
  return %2 : !tosa.shape<3>
}
// -----
func.func @d() -> !tosa.shape<3> {
  %0 = tosa.const_shape {values = dense<[1, 2]> : tensor<2xindex>} : () -> !tosa.shape<2>
  // expected-error@+1 {{'tosa.add_shape' op result shape has different rank than operands}}
  %2 = tosa.add_shape %0, %0 : (!tosa.shape<2>, !tosa.shape<2>) -> !tosa.shape<3>
  return %2 : !tosa.shape<3>
}
// -----
func.func @d2() -> !tosa.shape<3> {
  %0 = tosa.const_shape {values = dense<[1, 2]> : tensor<2xindex>} : () -> !tosa.shape<2>
  // expected-error@+1 {{'tosa.exp2_shape' op result shape has different rank than operands}}
  %2 = tosa.exp2_shape %0 : (!tosa.shape<2>) -> !tosa.shape<3>
  return %2 : !tosa.shape<3>
}
// -----
func.func @s(%p: tensor<2xi1>, %a: tensor<2xf32>, %b: tensor<2xi32>) -> tensor<2xf32> {
  // expected-error@+1 {{'tosa.select' op expect input and output to have same element type, got 'i32' and 'f32'}}
  %0 = tosa.select %p, %b, %a : (tensor<2xi1>, tensor<2xi32>, tensor<2xf32>) -> tensor<2xf32>
  return %0 : tensor<2xf32>
}
// -----
func.func @s2(%p: tensor<2x2xi1>, %a: tensor<2xf32>) -> tensor<2xf32> {
  // expected-error@+1 {{'tosa.select' op result type '2' not broadcast compatible with broadcasted operands's shapes '2x2'}}
  %0 = tosa.select %p, %a, %a : (tensor<2x2xi1>, tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
  return %0 : tensor<2xf32>
}
// -----
func.func @f2(%x: tensor<4x32xf8E4M3FN>, %s: tensor<4x1xf8E8M0FNU>) -> tensor<4x16xf32> {
  // expected-error@+1 {{'tosa.cast_from_block_scaled' op require compatible shapes for input_data ('tensor<4x32xf8E4M3FN>') and output_data ('tensor<4x16xf32>')}}
  %2 = tosa.cast_from_block_scaled %x, %s {block_size = BLOCK_SIZE_32} : (tensor<4x32xf8E4M3FN>, tensor<4x1xf8E8M0FNU>) -> tensor<4x16xf32>
  return %2 : tensor<4x16xf32>
}
// -----
func.func @f3(%x: tensor<4x30xf8E4M3FN>, %s: tensor<4x1xf8E8M0FNU>) -> tensor<4x30xf32> {
  // expected-error@+1 {{'tosa.cast_from_block_scaled' op expect last dimension of input_data (30) to be divisible by block_size (32)}}
  %2 = tosa.cast_from_block_scaled %x, %s {block_size = BLOCK_SIZE_32} : (tensor<4x30xf8E4M3FN>, tensor<4x1xf8E8M0FNU>) -> tensor<4x30xf32>
  return %2 : tensor<4x30xf32>
}
// -----
func.func @f4(%x: tensor<4x32xf8E4M3FN>, %s: tensor<5x1xf8E8M0FNU>) -> tensor<4x32xf32> {
  // expected-error@+1 {{'tosa.cast_from_block_scaled' op require compatible shapes for input_data ('tensor<4x32xf8E4M3FN>') and input_scale ('tensor<5x1xf8E8M0FNU>') except for the last dimension}}
  %2 = tosa.cast_from_block_scaled %x, %s {block_size = BLOCK_SIZE_32} : (tensor<4x32xf8E4M3FN>, tensor<5x1xf8E8M0FNU>) -> tensor<4x32xf32>
  return %2 : tensor<4x32xf32>
}
// -----
func.func @t(%y: tensor<4x32xf32>) {
  // expected-error@+1 {{'tosa.cast_to_block_scaled' op expect last dimension of output_scale (2) to be equal to last dimension of output_data / block_size (1)}}
  %3:2 = tosa.cast_to_block_scaled %y {block_size = BLOCK_SIZE_32} : (tensor<4x32xf32>) -> (tensor<4x32xf8E4M3FN>, tensor<4x2xf8E8M0FNU>)
  return
}
// -----
func.func @t2(%y: tensor<4x32xf32>) {
  // expected-error@+1 {{'tosa.cast_to_block_scaled' op require compatible shapes for input_data ('tensor<4x32xf32>') and output_data ('tensor<4x16xf8E4M3FN>')}}
  %3:2 = tosa.cast_to_block_scaled %y {block_size = BLOCK_SIZE_32} : (tensor<4x32xf32>) -> (tensor<4x16xf8E4M3FN>, tensor<4x1xf8E8M0FNU>)
  return
}
// -----
func.func @t3(%y: tensor<4x30xf32>) {
  // expected-error@+1 {{'tosa.cast_to_block_scaled' op expect last dimension of input_data (30) to be divisible by block_size (32)}}
  %3:2 = tosa.cast_to_block_scaled %y {block_size = BLOCK_SIZE_32} : (tensor<4x30xf32>) -> (tensor<4x30xf8E4M3FN>, tensor<4x1xf8E8M0FNU>)
  return
}
// -----
func.func @m(%a: tensor<1x4x32xf8E4M3FN>, %as: tensor<1x4x1xf8E8M0FNU>, %b: tensor<1x8x32xf8E4M3FN>, %bs: tensor<1x8x1xf8E8M0FNU>) -> tensor<1x4x8xf32> {
  %0 = tosa.matmul_t_block_scaled %a, %as, %b, %bs {block_size = BLOCK_SIZE_32} : (tensor<1x4x32xf8E4M3FN>, tensor<1x4x1xf8E8M0FNU>, tensor<1x8x32xf8E4M3FN>, tensor<1x8x1xf8E8M0FNU>) -> tensor<1x4x8xf32>
  return %0 : tensor<1x4x8xf32>
}
// -----
func.func @m2(%a: tensor<1x4x32xf8E4M3FN>, %as: tensor<1x4x2xf8E8M0FNU>, %b: tensor<1x8x32xf8E5M2>, %bs: tensor<1x8x1xf8E8M0FNU>) -> tensor<1x4x9xf32> {
  // expected-error@+1 {{'tosa.matmul_t_block_scaled' op expect A_data and B_data to have same element type, got 'f8E4M3FN' and 'f8E5M2'}}
  %0 = tosa.matmul_t_block_scaled %a, %as, %b, %bs {block_size = BLOCK_SIZE_32} : (tensor<1x4x32xf8E4M3FN>, tensor<1x4x2xf8E8M0FNU>, tensor<1x8x32xf8E5M2>, tensor<1x8x1xf8E8M0FNU>) -> tensor<1x4x9xf32>
  return %0 : tensor<1x4x9xf32>
}
