// RUN: mlir-opt %s -allow-unregistered-dialect -split-input-file -verify-diagnostics

// Tosa verifiers on transposes, unranked and dynamic tensors, and generic ops missing parts.
func.func @a(%a: tensor<*xf32>) -> tensor<2x3x4xf32> {
  // expected-error@+1 {{'tosa.transpose' op expected perms attribute to have size 3 (output rank) but got size 2}}
  %0 = tosa.transpose %a {perms = array<i32: 1, 0>} : (tensor<*xf32>) -> tensor<2x3x4xf32>
  return %0 : tensor<2x3x4xf32>
}
// -----
func.func @b(%a: tensor<*xf32>) -> tensor<2x3x4xf32> {
  // expected-error@+1 {{'tosa.transpose' op expected perms attribute to have size 3 (output rank) but got size 2}}
  %0 = tosa.transpose %a {perms = array<i32: 1, 5>} : (tensor<*xf32>) -> tensor<2x3x4xf32>
  return %0 : tensor<2x3x4xf32>
}
// -----
func.func @c(%a: tensor<2x3xf32>) -> tensor<2x3x4xf32> {
  // expected-error@+1 {{'tosa.transpose' op expected input tensor rank to equal result tensor rank}}
  %0 = tosa.transpose %a {perms = array<i32: 1, 0>} : (tensor<2x3xf32>) -> tensor<2x3x4xf32>
  return %0 : tensor<2x3x4xf32>
}
// -----
func.func @d(%a: tensor<2x3xf32>) -> tensor<2x3xf32> {
  // expected-error@+1 {{'tosa.transpose' op expected valid permutation indices}}
  %0 = tosa.transpose %a {perms = array<i32: 0, 0>} : (tensor<2x3xf32>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}
// -----
func.func @e(%a: tensor<2x3xf32>) -> tensor<?x2xf32> {
  %0 = tosa.transpose %a {perms = array<i32: 1, 0>} : (tensor<2x3xf32>) -> tensor<?x2xf32>
  return %0 : tensor<?x2xf32>
}
// -----
func.func @u(%a: tensor<*xf32>, %z: tensor<1xf32>, %w: tensor<*xf32>, %i: tensor<*xi32>, %b: tensor<*xf32>) {
  %0 = tosa.conv2d %a, %w, %b, %z, %z {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<*xf32>, tensor<*xf32>, tensor<*xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<*xf32>
  %1 = tosa.gather %a, %i : (tensor<*xf32>, tensor<*xi32>) -> tensor<*xf32>
  %2 = tosa.scatter %a, %i, %a : (tensor<*xf32>, tensor<*xi32>, tensor<*xf32>) -> tensor<*xf32>
  // expected-error@+1 {{'tosa.transpose' op expected valid permutation indices}}
  %3 = tosa.transpose %a {perms = array<i32: 5, 7>} : (tensor<*xf32>) -> tensor<2x3xf32>
  %4 = tosa.reduce_sum %a {axis = 7 : i32} : (tensor<*xf32>) -> tensor<*xf32>
  %5 = tosa.reverse %a {axis = 9 : i32} : (tensor<*xf32>) -> tensor<2xf32>
  %6 = tosa.argmax %a {axis = 9 : i32} : (tensor<*xf32>) -> tensor<*xi32>
  %7 = tosa.concat %a, %a {axis = 3 : i32} : (tensor<*xf32>, tensor<*xf32>) -> tensor<2xf32>
  %8 = tosa.max_pool2d %a {kernel = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<*xf32>) -> tensor<*xf32>
  %9:2 = tosa.rfft2d %a : (tensor<*xf32>) -> (tensor<*xf32>, tensor<*xf32>)
  %10 = tosa.table %a, %a : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
  %11 = tosa.transpose_conv2d %a, %w, %b, %z, %z {acc_type = f32, out_pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<*xf32>, tensor<*xf32>, tensor<*xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<*xf32>
  %12 = tosa.matmul %a, %a, %z, %z : (tensor<*xf32>, tensor<*xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<*xf32>
  %13 = tosa.equal %a, %a : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xi1>
  %14 = tosa.select %13, %a, %a : (tensor<*xi1>, tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
  return
}
// -----
func.func @r(%a: tensor<i8>, %m: tensor<1xi32>, %s: tensor<1xi8>, %z: tensor<1xi8>) {
  // expected-error@+1 {{'tosa.rescale' op requires input to be at least rank 1 when per_channel is true, but got rank 0}}
  %0 = tosa.rescale %a, %m, %s, %z, %z {scale32 = true, rounding_mode = SINGLE_ROUND, per_channel = true, input_unsigned = false, output_unsigned = false} : (tensor<i8>, tensor<1xi32>, tensor<1xi8>, tensor<1xi8>, tensor<1xi8>) -> tensor<i8>
  return
}
// -----
func.func @dyn(%a: tensor<?x?x?x?xf32>, %w: tensor<?x?x?x?xf32>, %b: tensor<?xf32>, %z: tensor<1xf32>) {
  %0 = tosa.conv2d %a, %w, %b, %z, %z {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<?x?x?x?xf32>, tensor<?x?x?x?xf32>, tensor<?xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<?x?x?x?xf32>
  %1 = tosa.depthwise_conv2d %a, %w, %b, %z, %z {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<?x?x?x?xf32>, tensor<?x?x?x?xf32>, tensor<?xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<?x?x?x?xf32>
  %2 = tosa.avg_pool2d %a, %z, %z {acc_type = f32, kernel = array<i64: 3, 3>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 2, 2>} : (tensor<?x?x?x?xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<?x?x?x?xf32>
  return
}
// -----
func.func @gen(%a: tensor<2xf32>) {
  %0 = "tosa.conv2d"(%a) : (tensor<2xf32>) -> tensor<2xf32>
  // expected-error@+1 {{cannot name an operation with no results}}
  %1 = "tosa.cond_if"(%a) ({}, {}) : (tensor<2xf32>) -> ()
  %2 = "tosa.while_loop"() ({}, {}) : () -> ()
  return
}
// -----
func.func @gen2(%a: tensor<2xf32>, %c: tensor<i1>) {
  // expected-error@+1 {{'tosa.cond_if' op region #0 ('then_graph') failed to verify constraint: region with 1 blocks}}
  "tosa.cond_if"(%c) ({}, {}) : (tensor<i1>) -> ()
  return
}
// -----
func.func @gen3(%a: tensor<2xf32>, %c: tensor<i1>) {
  // expected-error@+1 {{'tosa.while_loop' op region #0 ('cond_graph') failed to verify constraint: region with 1 blocks}}
  "tosa.while_loop"(%a) ({}, {}) : (tensor<2xf32>) -> ()
  return
}
// -----
func.func @gen4(%a: tensor<2xf32>, %c: tensor<i1>) {
  // expected-error@+1 {{'tosa.const' op attribute 'values' failed to satisfy constraint: constant vector/tensor attribute}}
  %0 = "tosa.const"() {values = 3 : i32} : () -> tensor<2xf32>
  %1 = "tosa.const_shape"() {values = dense<1> : tensor<1xindex>} : () -> tensor<2xf32>
  "tosa.variable"() {sym_name = "x", var_shape = dense<[2]> : tensor<1xindex>, type = f32} : () -> ()
  %2 = "tosa.variable_read"() {name = "nope"} : () -> tensor<2xf32>
  return
}
