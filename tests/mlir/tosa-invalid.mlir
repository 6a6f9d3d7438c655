// RUN: mlir-opt --split-input-file --verify-diagnostics %s
// Diagnostics of tosa op verifiers and custom parsers.

func.func @broadcast(%a: tensor<2x3xf32>, %b: tensor<4x3xf32>) -> tensor<2x3xf32> {
  // expected-error@+1 {{'tosa.add' op operands don't have broadcast-compatible shapes}}
  %0 = tosa.add %a, %b : (tensor<2x3xf32>, tensor<4x3xf32>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

// -----

func.func @rank(%a: tensor<2x3xf32>, %b: tensor<3xf32>) -> tensor<2x3xf32> {
  // expected-error@+1 {{'tosa.sub' op operands don't have matching ranks}}
  %0 = tosa.sub %a, %b : (tensor<2x3xf32>, tensor<3xf32>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

// -----

func.func @result_broadcast(%a: tensor<2x3xf32>) -> tensor<2x4xf32> {
  // expected-error@+1 {{'tosa.pow' op result type '2x4' not broadcast compatible with broadcasted operands's shapes '2x3'}}
  %0 = tosa.pow %a, %a : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x4xf32>
  return %0 : tensor<2x4xf32>
}

// -----

func.func @shape_not_resolvable(%a: tensor<6xf32>, %s: !tosa.shape<2>) -> tensor<2x3xf32> {
  // expected-error@+1 {{'tosa.reshape' op shape operand is not compile time resolvable}}
  %0 = tosa.reshape %a, %s : (tensor<6xf32>, !tosa.shape<2>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

// -----

func.func @reduce_axis(%a: tensor<2x3xf32>) -> tensor<2x3xf32> {
  // expected-error@+1 {{'tosa.reduce_sum' op expect reduced dimension size to be 1, got 2}}
  %0 = tosa.reduce_sum %a {axis = 0 : i32} : (tensor<2x3xf32>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

// -----

func.func @reduce_infer(%a: tensor<2x3xf32>) -> tensor<2x1xi32> {
  // expected-error@+2 {{failed to infer returned types}}
  // expected-error@+1 {{'tosa.reduce_max' op inferred type(s) 'tensor<2x1xf32>' are incompatible with return type(s) of operation 'tensor<2x1xi32>'}}
  %0 = tosa.reduce_max %a {axis = 1 : i32} : (tensor<2x3xf32>) -> tensor<2x1xi32>
  return %0 : tensor<2x1xi32>
}

// -----

func.func @pool(%a: tensor<1x4x4x8xf32>) -> tensor<1x3x4x8xf32> {
  // expected-error@+1 {{'tosa.max_pool2d' op calculated output height did not match expected: calculated=4, expected=3}}
  %0 = tosa.max_pool2d %a {kernel = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x4x4x8xf32>) -> tensor<1x3x4x8xf32>
  return %0 : tensor<1x3x4x8xf32>
}

// -----

func.func @bad_nan_mode(%a: tensor<2xf32>) -> tensor<2xf32> {
  // expected-error@+1 {{invalid nan_mode value: SOMETIMES}}
  %0 = tosa.minimum %a, %a {nan_mode = SOMETIMES} : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
  return %0 : tensor<2xf32>
}

// -----

func.func @bad_shape_rank() {
  // expected-error@+1 {{invalid rank (must be >= 0): -2}}
  %0 = "test.shape"() : () -> !tosa.shape<-2>
  return
}

// -----

func.func @if_inputs(%a: tensor<i32>, %c: tensor<i1>) -> tensor<i32> {
  // expected-error@+1 {{'tosa.cond_if' op require same number of values in 'else_graph' arguments (0) and 'input_list' (1)}}
  %0 = tosa.cond_if %c (%x = %a) : tensor<i1> (tensor<i32>) -> tensor<i32> {
  ^bb0(%y: tensor<i32>):
    tosa.yield %y : tensor<i32>
  } else {
    tosa.yield %a : tensor<i32>
  }
  return %0 : tensor<i32>
}
