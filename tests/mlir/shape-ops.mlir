// RUN: mlir-opt %s -split-input-file -allow-unregistered-dialect

func.func @types(%a: !shape.shape, %b: !shape.size, %c: !shape.value_shape, %d: !shape.witness, %p: i1) {
  %0 = shape.const_shape [] : !shape.shape
  %1 = shape.const_shape {foo} [1, -1, 9223372036854775807] : tensor<3xindex>
  %2 = shape.const_size 42
  %3 = shape.const_witness true
  %4 = shape.cstr_require %p, "message"
  %5 = shape.with_shape %c, %a : !shape.value_shape, !shape.shape
  %6 = shape.value_of %5 : tensor<?xf32>
  %7:2 = "shape.split_at"(%a, %b) : (!shape.shape, !shape.size) -> (!shape.shape, !shape.shape)
  %8 = "shape.debug_print"(%a) : (!shape.shape) -> !shape.shape
  %9 = shape.meet %b, %b, error="mismatch" : !shape.size, !shape.size -> !shape.size
  %10 = shape.broadcast %a, %a {error = "bad"} : !shape.shape, !shape.shape -> !shape.shape
  %11 = shape.from_extents %b, %2 : !shape.size, !shape.size
  %12 = shape.value_as_shape %1 : tensor<3xindex> -> tensor<3xindex>
  %13 = "shape.unknown_op"() : () -> !shape.shape
  return
}

// -----

shape.function_library @shape_lib {
  shape.func @same_result_shape(%arg: !shape.value_shape) -> !shape.shape {
    %0 = shape_of %arg : !shape.value_shape -> !shape.shape
    return %0 : !shape.shape
  }
} mapping {
  test.same_operand_result_type = @same_result_shape
}

// -----

module attributes {shape.lib = [@lib]} {
  shape.function_library @lib attributes {foo = 1} {
  } mapping {
  }
}

// -----

func.func @regions(%w: !shape.witness, %s: !shape.shape, %t: tensor<?xindex>) -> index {
  %0:2 = shape.assuming %w -> (!shape.shape, index) {
    %c = arith.constant 1 : index
    shape.assuming_yield %s, %c : !shape.shape, index
  } {attr}
  shape.assuming %w {
    "foo.bar"() : () -> ()
  }
  %c1 = arith.constant 1 : index
  %1 = shape.reduce(%t, %c1) : tensor<?xindex> -> index {
  ^bb0(%i: index, %e: index, %acc: index):
    %m = shape.mul %acc, %e : index, index -> index
    shape.yield %m : index
  }
  shape.reduce(%t) : tensor<?xindex> {
  ^bb0(%i: index, %e: index):
    shape.yield
  }
  return %1 : index
}

// -----

func.func @bad_dim(%t: tensor<2xf32>) -> index {
  %c = arith.constant 5 : index
  %0 = shape.dim %t, %c : tensor<2xf32>, index -> index
  return %0 : index
}

// -----

func.func @bad_lib() attributes {shape.lib = 3} {
  return
}

// -----

module attributes {shape.lib = 3} {
}

// -----

func.func @bad_cast(%t: tensor<2xindex>) -> index {
  // expected-error@+1 {{cast incompatible}}
  %0 = shape.size_to_index %t : tensor<2xindex>
  return %0 : index
}

// -----

func.func @bad_yield(%w: !shape.witness) {
  // expected-error@+1 {{expects parent op}}
  "shape.assuming_yield"() : () -> ()
  return
}

// -----

func.func @bad_const_shape() {
  %0 = "shape.const_shape"() <{shape = dense<[1, 2]> : tensor<2xi32>}> : () -> tensor<2xindex>
  return
}

// -----

func.func @meet_mismatch(%a: !shape.size, %b: tensor<?xindex>) {
  %0 = shape.meet %a, %b : !shape.size, tensor<?xindex> -> !shape.size
  return
}
