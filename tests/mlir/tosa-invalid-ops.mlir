// RUN: mlir-opt %s -allow-unregistered-dialect -split-input-file -verify-diagnostics

// Diagnostics of tosa data-movement, matmul, pooling and rescale ops (and inputs they accept).
func.func @mm(%a: tensor<1x4x8xf32>, %b: tensor<1x9x6xf32>, %z: tensor<1xf32>) -> tensor<1x4x6xf32> {
  %0 = tosa.matmul %a, %b, %z, %z : (tensor<1x4x8xf32>, tensor<1x9x6xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x4x6xf32>
  return %0 : tensor<1x4x6xf32>
}
// -----
func.func @mm2(%a: tensor<1x4x8xf32>, %b: tensor<1x8x6xf32>, %z: tensor<1xf32>) -> tensor<1x4x7xf32> {
  %0 = tosa.matmul %a, %b, %z, %z : (tensor<1x4x8xf32>, tensor<1x8x6xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x4x7xf32>
  return %0 : tensor<1x4x7xf32>
}
// -----
func.func @mm3(%a: tensor<1x4x8xf32>, %b: tensor<1x8x6xf16>, %z: tensor<1xf32>, %z2: tensor<1xf16>) -> tensor<1x4x6xf32> {
  %0 = tosa.matmul %a, %b, %z, %z2 : (tensor<1x4x8xf32>, tensor<1x8x6xf16>, tensor<1xf32>, tensor<1xf16>) -> tensor<1x4x6xf32>
  return %0 : tensor<1x4x6xf32>
}
// -----
func.func @ap(%a: tensor<1x4x4x8xf32>, %z: tensor<1xf32>) -> tensor<1x4x4x8xf32> {
  %0 = tosa.avg_pool2d %a, %z, %z {acc_type = f32, kernel = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x4x4x8xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x4x4x8xf32>
  return %0 : tensor<1x4x4x8xf32>
}
// -----
func.func @ap2(%a: tensor<1x4x4x8xf32>, %z: tensor<1xf32>) -> tensor<1x4x4x8xf16> {
  // expected-error@+1 {{'tosa.avg_pool2d' op expect both output and its zero point are the same element type, got 'f16' and 'f32'}}
  %0 = tosa.avg_pool2d %a, %z, %z {acc_type = f32, kernel = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x4x4x8xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x4x4x8xf16>
  return %0 : tensor<1x4x4x8xf16>
}
// -----
func.func @tb(%a: tensor<4xi8>, %t: tensor<256xi8>) -> tensor<4xi16> {
  %0 = tosa.table %a, %t : (tensor<4xi8>, tensor<256xi8>) -> tensor<4xi16>
  return %0 : tensor<4xi16>
}
// -----
func.func @tb2(%a: tensor<4xi8>, %t: tensor<255xi8>) -> tensor<4xi8> {
  %0 = tosa.table %a, %t : (tensor<4xi8>, tensor<255xi8>) -> tensor<4xi8>
  return %0 : tensor<4xi8>
}
// -----
func.func @id(%a: tensor<2xf32>) -> tensor<3xf32> {
  %0 = tosa.identity %a : (tensor<2xf32>) -> tensor<3xf32>
  return %0 : tensor<3xf32>
}
// -----
func.func @rev(%a: tensor<2x3xf32>) -> tensor<3x2xf32> {
  %0 = tosa.reverse %a {axis = 0 : i32} : (tensor<2x3xf32>) -> tensor<3x2xf32>
  return %0 : tensor<3x2xf32>
}
// -----
func.func @rev2(%a: tensor<2x3xf32>) -> tensor<2x3xi32> {
  // expected-error@+1 {{'tosa.reverse' op expect input and output to have same element type, got 'f32' and 'i32'}}
  %0 = tosa.reverse %a {axis = 0 : i32} : (tensor<2x3xf32>) -> tensor<2x3xi32>
  return %0 : tensor<2x3xi32>
}
// -----
func.func @ct(%a: tensor<2x3xf32>) -> tensor<2x3xf32> {
  // expected-error@+1 {{'tosa.concat' op requires sum of axis dimensions of input1 equal to output axis dimension, got 6 and 3}}
  %0 = tosa.concat %a, %a {axis = 1 : i32} : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}
// -----
func.func @sl(%a: tensor<2x3xf32>) -> tensor<2x3xi32> {
  %s = tosa.const_shape {values = dense<[0, 0]> : tensor<2xindex>} : () -> !tosa.shape<2>
  // expected-error@+1 {{'tosa.slice' op expect input and output to have same element type, got 'f32' and 'i32'}}
  %0 = tosa.slice %a, %s, %s : (tensor<2x3xf32>, !tosa.shape<2>, !tosa.shape<2>) -> tensor<2x3xi32>
  return %0 : tensor<2x3xi32>
}
// -----
func.func @sl2(%a: tensor<2x3xf32>) -> tensor<1x2xf32> {
  %s = tosa.const_shape {values = dense<[0, 0]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %t = tosa.const_shape {values = dense<[1, 1]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %0 = tosa.slice %a, %s, %t : (tensor<2x3xf32>, !tosa.shape<2>, !tosa.shape<2>) -> tensor<1x2xf32>
  return %0 : tensor<1x2xf32>
}
// -----
func.func @tl(%a: tensor<2x3xf32>) -> tensor<4x3xf32> {
  %s = tosa.const_shape {values = dense<[2, 2]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %0 = tosa.tile %a, %s : (tensor<2x3xf32>, !tosa.shape<2>) -> tensor<4x3xf32>
  return %0 : tensor<4x3xf32>
}
// -----
func.func @tr(%a: tensor<2x3xf32>) -> tensor<3x2xf32> {
  // expected-error@+1 {{'tosa.transpose' op expected output tensor dim 0 to match input dim 0 with value of 2}}
  %0 = tosa.transpose %a {perms = array<i32: 0, 1>} : (tensor<2x3xf32>) -> tensor<3x2xf32>
  return %0 : tensor<3x2xf32>
}
// -----
func.func @ga(%v: tensor<2x5x3xf32>, %i: tensor<2x4xi32>) -> tensor<2x4x3xi32> {
  // expected-error@+1 {{'tosa.gather' op expect input and output to have same element type, got 'f32' and 'i32'}}
  %0 = tosa.gather %v, %i : (tensor<2x5x3xf32>, tensor<2x4xi32>) -> tensor<2x4x3xi32>
  return %0 : tensor<2x4x3xi32>
}
// -----
func.func @ar(%a: tensor<2x3xf32>) -> tensor<3xf32> {
  // expected-error@+1 {{'tosa.argmax' op result tensor is not of integer type}}
  %0 = tosa.argmax %a {axis = 0 : i32} : (tensor<2x3xf32>) -> tensor<3xf32>
  return %0 : tensor<3xf32>
}
// -----
func.func @cl(%a: tensor<2x3xi8>) -> tensor<2x3xi8> {
  // expected-error@+1 {{'tosa.clamp' op min/max attributes types are incompatible with input/output element types.}}
  %0 = tosa.clamp %a {min_val = 0 : i32, max_val = 1 : i32} : (tensor<2x3xi8>) -> tensor<2x3xi8>
  return %0 : tensor<2x3xi8>
}
// -----
func.func @rs(%a: tensor<2x3xi8>, %m: tensor<1xi32>, %s: tensor<1xi8>, %z: tensor<1xi16>) -> tensor<2x3xi8> {
  // expected-error@+1 {{'tosa.rescale' op expected input and input_zp to both be integer of the same bitwidth, but got 'i8' vs. 'i16'}}
  %0 = tosa.rescale %a, %m, %s, %z, %z {scale32 = true, rounding_mode = SINGLE_ROUND, per_channel = false, input_unsigned = false, output_unsigned = false} : (tensor<2x3xi8>, tensor<1xi32>, tensor<1xi8>, tensor<1xi16>, tensor<1xi16>) -> tensor<2x3xi8>
  return %0 : tensor<2x3xi8>
}
// -----
func.func @pd(%a: tensor<2x3xf32>, %c: tensor<1xf32>) -> tensor<2x3xf32> {
  %s = tosa.const_shape {values = dense<0> : tensor<4xindex>} : () -> !tosa.shape<4>
  %0 = tosa.pad %a, %s, %c : (tensor<2x3xf32>, !tosa.shape<4>, tensor<1xf32>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}
// -----
func.func @pd2(%a: tensor<2x3xf32>, %c: tensor<1xi32>) -> tensor<2x3xf32> {
  %s = tosa.const_shape {values = dense<0> : tensor<4xindex>} : () -> !tosa.shape<4>
  // expected-error@+1 {{'tosa.pad' op expect input and output to have same element type, got 'i32' and 'f32'}}
  %0 = tosa.pad %a, %s, %c : (tensor<2x3xf32>, !tosa.shape<4>, tensor<1xi32>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}
