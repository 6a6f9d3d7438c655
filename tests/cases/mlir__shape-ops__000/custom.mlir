module {
  func.func @types(%arg0: !shape.shape, %arg1: !shape.size, %arg2: !shape.value_shape, %arg3: !shape.witness, %arg4: i1) {
    %0 = shape.const_shape [] : !shape.shape
    %1 = shape.const_shape  {foo}[1, -1, 9223372036854775807] : tensor<3xindex>
    %c42 = shape.const_size 42
    %2 = shape.const_witness true
    %3 = shape.cstr_require %arg4, "message"
    %4 = shape.with_shape %arg2, %arg0 : !shape.value_shape, !shape.shape
    %5 = shape.value_of %4 : tensor<?xf32>
    %head, %tail = "shape.split_at"(%arg0, %arg1) : (!shape.shape, !shape.size) -> (!shape.shape, !shape.shape)
    %6 = "shape.debug_print"(%arg0) : (!shape.shape) -> !shape.shape
    %7 = shape.meet %arg1, %arg1, error = "mismatch" : !shape.size, !shape.size -> !shape.size
    %8 = shape.broadcast %arg0, %arg0 {error = "bad"} : !shape.shape, !shape.shape -> !shape.shape
    %9 = shape.from_extents %arg1, %c42 : !shape.size, !shape.size
    %10 = shape.value_as_shape %1 : tensor<3xindex> -> tensor<3xindex>
    %11 = "shape.unknown_op"() : () -> !shape.shape
    return
  }
}

