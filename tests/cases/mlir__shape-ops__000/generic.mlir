"builtin.module"() ({
  "func.func"() <{function_type = (!shape.shape, !shape.size, !shape.value_shape, !shape.witness, i1) -> (), sym_name = "types"}> ({
  ^bb0(%arg0: !shape.shape, %arg1: !shape.size, %arg2: !shape.value_shape, %arg3: !shape.witness, %arg4: i1):
    %0 = "shape.const_shape"() <{shape = dense<> : tensor<0xindex>}> : () -> !shape.shape
    %1 = "shape.const_shape"() <{shape = dense<[1, -1, 9223372036854775807]> : tensor<3xindex>}> {foo} : () -> tensor<3xindex>
    %2 = "shape.const_size"() <{value = 42 : index}> : () -> !shape.size
    %3 = "shape.const_witness"() <{passing = true}> : () -> !shape.witness
    %4 = "shape.cstr_require"(%arg4) <{msg = "message"}> : (i1) -> !shape.witness
    %5 = "shape.with_shape"(%arg2, %arg0) : (!shape.value_shape, !shape.shape) -> !shape.value_shape
    %6 = "shape.value_of"(%5) : (!shape.value_shape) -> tensor<?xf32>
    %7:2 = "shape.split_at"(%arg0, %arg1) : (!shape.shape, !shape.size) -> (!shape.shape, !shape.shape)
    %8 = "shape.debug_print"(%arg0) : (!shape.shape) -> !shape.shape
    %9 = "shape.meet"(%arg1, %arg1) <{error = "mismatch"}> : (!shape.size, !shape.size) -> !shape.size
    %10 = "shape.broadcast"(%arg0, %arg0) <{error = "bad"}> : (!shape.shape, !shape.shape) -> !shape.shape
    %11 = "shape.from_extents"(%arg1, %2) : (!shape.size, !shape.size) -> !shape.shape
    %12 = "shape.value_as_shape"(%1) : (tensor<3xindex>) -> tensor<3xindex>
    %13 = "shape.unknown_op"() : () -> !shape.shape
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

