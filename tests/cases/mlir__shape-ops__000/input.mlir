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

