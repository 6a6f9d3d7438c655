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

// -----

func.func @shapes(%arg0: tensor<1x8x8x8xf32>) -> tensor<1x15x15x8xf32> {
  %scale = tosa.const_shape {values = dense<[2, 1, 2, 1]> : tensor<4xindex>} : () -> !tosa.shape<4>
  %offset = tosa.const_shape {values = dense<0> : tensor<2xindex>} : () -> !tosa.shape<2>
  %border = tosa.const_shape {values = dense<0> : tensor<2xindex>} : () -> !tosa.shape<2>
  %sum = tosa.add_shape %offset, %border : (!tosa.shape<2>, !tosa.shape<2>) -> !tosa.shape<2>
  %1 = tosa.resize %arg0, %scale, %offset, %sum {mode = BILINEAR} : (tensor<1x8x8x8xf32>, !tosa.shape<4>, !tosa.shape<2>, !tosa.shape<2>) -> tensor<1x15x15x8xf32>
  return %1 : tensor<1x15x15x8xf32>
}

// -----

func.func @control_flow(%a: tensor<i32>, %c: tensor<i1>) -> tensor<i32> {
  %0 = tosa.while_loop (%arg2 = %a) : (tensor<i32>) -> tensor<i32> {
    %1 = "tosa.const"() {values = dense<10> : tensor<i32>} : () -> tensor<i32>
    %2 = tosa.greater_equal %1, %arg2 : (tensor<i32>, tensor<i32>) -> tensor<i1>
    tosa.yield %2 : tensor<i1>
  } do {
  ^bb0(%arg2: tensor<i32>):
    tosa.yield %arg2 : tensor<i32>
  }
  %3 = tosa.cond_if %c (%x = %0) : tensor<i1> (tensor<i32>) -> tensor<i32> {
  ^bb0(%y: tensor<i32>):
    tosa.yield %y : tensor<i32>
  } else {
  ^bb0(%y: tensor<i32>):
    tosa.yield %a : tensor<i32>
  }
  return %3 : tensor<i32>
}

// -----

module {
  tosa.variable @v = dense<0.0> : tensor<2xf32>
  tosa.variable @w : tensor<?x4xi8>
  func.func @use() -> tensor<2xf32> {
    %0 = tosa.variable_read @v : tensor<2xf32>
    tosa.variable_write @v, %0 : tensor<2xf32>
    return %0 : tensor<2xf32>
  }
}

// -----

func.func @multi_results(%a: tensor<1x4x8xf32>, %x: tensor<4x32xf8E4M3FN>, %s: tensor<4x1xf8E8M0FNU>) {
  %0:2 = tosa.fft2d %a, %a {inverse = false} : (tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> (tensor<1x4x8xf32>, tensor<1x4x8xf32>)
  %1:2 = tosa.rfft2d %a : (tensor<1x4x8xf32>) -> (tensor<1x4x5xf32>, tensor<1x4x5xf32>)
  %2 = tosa.cast_from_block_scaled %x, %s {block_size = BLOCK_SIZE_32} : (tensor<4x32xf8E4M3FN>, tensor<4x1xf8E8M0FNU>) -> tensor<4x32xf32>
  %3:2 = tosa.cast_to_block_scaled %2 {block_size = #tosa.block_size<BLOCK_SIZE_32>} : (tensor<4x32xf32>) -> (tensor<4x32xf8E4M3FN>, tensor<4x1xf8E8M0FNU>)
  return
}
