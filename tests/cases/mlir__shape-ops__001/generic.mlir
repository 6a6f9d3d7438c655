"builtin.module"() ({
  "shape.function_library"() <{mapping = {test.same_operand_result_type = @same_result_shape}, sym_name = "shape_lib"}> ({
    "shape.func"() <{function_type = (!shape.value_shape) -> !shape.shape, sym_name = "same_result_shape"}> ({
    ^bb0(%arg0: !shape.value_shape):
      %0 = "shape.shape_of"(%arg0) : (!shape.value_shape) -> !shape.shape
      "shape.return"(%0) : (!shape.shape) -> ()
    }) : () -> ()
  }) : () -> ()
}) : () -> ()

