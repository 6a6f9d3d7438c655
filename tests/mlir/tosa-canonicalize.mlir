// RUN: mlir-opt %s -canonicalize --split-input-file
// Folders and canonicalization patterns of tosa ops.

func.func @forwarding(%a: tensor<4x1xf32>, %p: tensor<4x1xi1>) -> (tensor<4x1xf32>, tensor<4x1xf32>, tensor<4x1xf32>, tensor<4x1xf32>, tensor<4x1xf32>) {
  %0 = tosa.cast %a : (tensor<4x1xf32>) -> tensor<4x1xf32>
  %1 = tosa.reduce_product %a {axis = 1 : i32} : (tensor<4x1xf32>) -> tensor<4x1xf32>
  %2 = tosa.reverse %a {axis = 1 : i32} : (tensor<4x1xf32>) -> tensor<4x1xf32>
  %3 = tosa.select %p, %a, %a : (tensor<4x1xi1>, tensor<4x1xf32>, tensor<4x1xf32>) -> tensor<4x1xf32>
  %4 = tosa.concat %a {axis = 1 : i32} : (tensor<4x1xf32>) -> tensor<4x1xf32>
  return %0, %1, %2, %3, %4 : tensor<4x1xf32>, tensor<4x1xf32>, tensor<4x1xf32>, tensor<4x1xf32>, tensor<4x1xf32>
}

// -----

func.func @kept(%a: tensor<4x2xf32>) -> (tensor<4x2xi32>, tensor<1x2xf32>, tensor<4x2xf32>) {
  %0 = tosa.cast %a : (tensor<4x2xf32>) -> tensor<4x2xi32>
  %1 = tosa.reduce_sum %a {axis = 0 : i32} : (tensor<4x2xf32>) -> tensor<1x2xf32>
  %2 = tosa.reverse %a {axis = 1 : i32} : (tensor<4x2xf32>) -> tensor<4x2xf32>
  return %0, %1, %2 : tensor<4x2xi32>, tensor<1x2xf32>, tensor<4x2xf32>
}

// -----

func.func @constant_select(%a: tensor<3xi32>, %b: tensor<3xi32>) -> (tensor<3xi32>, tensor<3xi1>) {
  %t = "tosa.const"() {values = dense<true> : tensor<3xi1>} : () -> tensor<3xi1>
  %0 = tosa.select %t, %a, %b : (tensor<3xi1>, tensor<3xi32>, tensor<3xi32>) -> tensor<3xi32>
  %1 = tosa.equal %a, %a : (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi1>
  return %0, %1 : tensor<3xi32>, tensor<3xi1>
}

// -----

func.func @patterns(%a: tensor<2x1xf32>, %p: tensor<2x1xi1>, %b: tensor<2x1xf32>, %x: tensor<1x1x1x3xf32>) -> (tensor<?x1xf32>, tensor<2x1xf32>, tensor<1x1x1x3xf32>, tensor<2x1xf32>) {
  %0 = tosa.concat %a {axis = 0 : i32} : (tensor<2x1xf32>) -> tensor<?x1xf32>
  %n = tosa.logical_not %p : (tensor<2x1xi1>) -> tensor<2x1xi1>
  %1 = tosa.select %n, %a, %b : (tensor<2x1xi1>, tensor<2x1xf32>, tensor<2x1xf32>) -> tensor<2x1xf32>
  %2 = tosa.max_pool2d %x {kernel = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x1x1x3xf32>) -> tensor<1x1x1x3xf32>
  %3 = tosa.abs %a : (tensor<2x1xf32>) -> tensor<2x1xf32>
  %4 = tosa.abs %3 : (tensor<2x1xf32>) -> tensor<2x1xf32>
  return %0, %1, %2, %4 : tensor<?x1xf32>, tensor<2x1xf32>, tensor<1x1x1x3xf32>, tensor<2x1xf32>
}
