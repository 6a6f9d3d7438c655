module {
  shape.function_library @shape_lib {
    func @same_result_shape(%arg0: !shape.value_shape) -> !shape.shape {
      %0 = shape_of %arg0 : !shape.value_shape -> !shape.shape
      return %0 : !shape.shape
    }
  } mapping {test.same_operand_result_type = @same_result_shape}
}

