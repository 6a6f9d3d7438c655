// RUN: mlir-opt %s --split-input-file
// Custom forms of tosa ops: enum keywords in attribute dictionaries, the
// default nan_mode left out, control flow, variables and shape ops.

func.func @enums(%arg0: tensor<13x21x3xf32>, %m: tensor<1xi32>, %s: tensor<1xi8>, %z: tensor<1xi8>, %i: tensor<13x21x3xi8>) -> tensor<21x3xi32> {
  %0 = tosa.argmax %arg0 {axis = 0 : i32, nan_mode = IGNORE} : (tensor<13x21x3xf32>) -> tensor<21x3xi32>
  %1 = tosa.clamp %arg0 {min_val = 0.0 : f32, max_val = 1.0 : f32, nan_mode = PROPAGATE} : (tensor<13x21x3xf32>) -> tensor<13x21x3xf32>
  %2 = tosa.rescale %i, %m, %s, %z, %z {scale32 = true, rounding_mode = DOUBLE_ROUND, per_channel = false, input_unsigned = false, output_unsigned = false} : (tensor<13x21x3xi8>, tensor<1xi32>, tensor<1xi8>, tensor<1xi8>, tensor<1xi8>) -> tensor<13x21x3xi8>
  %3 = tosa.maximum %arg0, %arg0 {nan_mode = #tosa.nan_mode<IGNORE>} : (tensor<13x21x3xf32>, tensor<13x21x3xf32>) -> tensor<13x21x3xf32>
  %4 = tosa.reduce_min %arg0 {axis = 1 : i32} : (tensor<13x21x3xf32>) -> tensor<13x1x3xf32>
  return %0 : tensor<21x3xi32>
}

