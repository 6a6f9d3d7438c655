// RUN: mlir-opt %s -allow-unregistered-dialect -split-input-file -verify-diagnostics

// More tosa verifier diagnostics: table, mul, slice, tile, negate, pooling.
func.func @a(%a: tensor<2x3xi8>, %t: tensor<256xi8>) -> tensor<2x3xi8> {
  %0 = tosa.table %a, %t : (tensor<2x3xi8>, tensor<256xi8>) -> tensor<2x3xi8>
  return %0 : tensor<2x3xi8>
}
// -----
func.func @b(%a: tensor<2x3xf32>, %s: tensor<1xi8>) -> tensor<2x3xf32> {
  %0 = tosa.mul %a, %a, %s : (tensor<2x3xf32>, tensor<2x3xf32>, tensor<1xi8>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}
// -----
func.func @c(%a: tensor<2x3xi8>, %s: tensor<1xi8>) -> tensor<2x3xi8> {
  %0 = tosa.mul %a, %a, %s : (tensor<2x3xi8>, tensor<2x3xi8>, tensor<1xi8>) -> tensor<2x3xi8>
  return %0 : tensor<2x3xi8>
}
// -----
func.func @d(%a: tensor<2x3xi32>, %s: tensor<1xi8>) -> tensor<2x3xi8> {
  // expected-error@+1 {{'tosa.mul' op invalid data type size for operands or result}}
  %0 = tosa.mul %a, %a, %s : (tensor<2x3xi32>, tensor<2x3xi32>, tensor<1xi8>) -> tensor<2x3xi8>
  return %0 : tensor<2x3xi8>
}
// -----
func.func @e(%a: tensor<2x3xf32>) -> tensor<4x3xf32> {
  %s = tosa.const_shape {values = dense<[0, 0]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %t = tosa.const_shape {values = dense<[4, 3]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %0 = tosa.slice %a, %s, %t : (tensor<2x3xf32>, !tosa.shape<2>, !tosa.shape<2>) -> tensor<4x3xf32>
  return %0 : tensor<4x3xf32>
}
// -----
func.func @f(%a: tensor<2x3xf32>) -> tensor<4x7xf32> {
  %s = tosa.const_shape {values = dense<[2, 2]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %0 = tosa.tile %a, %s : (tensor<2x3xf32>, !tosa.shape<2>) -> tensor<4x7xf32>
  return %0 : tensor<4x7xf32>
}
// -----
func.func @g(%a: tensor<2x3xf32>, %z: tensor<1xf32>) -> tensor<2x3xf32> {
  %0 = tosa.negate %a, %z, %z : (tensor<2x3xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}
// -----
func.func @h(%a: tensor<2x3xi8>) -> tensor<2x3xi8> {
  %z = "tosa.const"() {values = dense<3> : tensor<1xi8>} : () -> tensor<1xi8>
  %0 = tosa.negate %a, %z, %z : (tensor<2x3xi8>, tensor<1xi8>, tensor<1xi8>) -> tensor<2x3xi8>
  return %0 : tensor<2x3xi8>
}
// -----
func.func @i(%a: tensor<2x3xi16>) -> tensor<2x3xi16> {
  %z = "tosa.const"() {values = dense<3> : tensor<1xi16>} : () -> tensor<1xi16>
  // expected-error@+1 {{'tosa.negate' op input1 zero point must be zero for non-int8 integer types}}
  %0 = tosa.negate %a, %z, %z : (tensor<2x3xi16>, tensor<1xi16>, tensor<1xi16>) -> tensor<2x3xi16>
  return %0 : tensor<2x3xi16>
}
// -----
func.func @j(%a: tensor<1x4x4x8xf32>) -> tensor<1x2x2x8xf32> {
  %0 = tosa.max_pool2d %a {kernel = array<i64: 2, 2>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 2, 2>} : (tensor<1x4x4x8xf32>) -> tensor<1x2x2x8xf32>
  return %0 : tensor<1x2x2x8xf32>
}
// -----
func.func @k(%a: tensor<1x4x4x8xf32>) -> tensor<1x2x2x8xf32> {
  // expected-error@+1 {{'tosa.max_pool2d' op expected top/bottom padding to be less than the height of the kernel, got pad_top=2, pad_bottom=0, kernel_y=2}}
  %0 = tosa.max_pool2d %a {kernel = array<i64: 2, 2>, pad = array<i64: 2, 0, 0, 0>, stride = array<i64: 2, 2>} : (tensor<1x4x4x8xf32>) -> tensor<1x2x2x8xf32>
  return %0 : tensor<1x2x2x8xf32>
}
// -----
func.func @l(%a: tensor<1x4x4x8xf32>) -> tensor<1x2x2x8xf32> {
  // expected-error@+1 {{'tosa.max_pool2d' op expect all kernel values to be >= 1, got 0, 2}}
  %0 = tosa.max_pool2d %a {kernel = array<i64: 0, 2>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 2, 2>} : (tensor<1x4x4x8xf32>) -> tensor<1x2x2x8xf32>
  return %0 : tensor<1x2x2x8xf32>
}
