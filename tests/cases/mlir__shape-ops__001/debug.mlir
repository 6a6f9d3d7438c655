#loc3 = loc("input.mlir":3:33)
"builtin.module"() ({
  "shape.function_library"() <{mapping = {test.same_operand_result_type = @same_result_shape}, sym_name = "shape_lib"}> ({
    "shape.func"() <{function_type = (!shape.value_shape) -> !shape.shape, sym_name = "same_result_shape"}> ({
    ^bb0(%arg0: !shape.value_shape loc("input.mlir":3:33)):
      %0 = "shape.shape_of"(%arg0) : (!shape.value_shape) -> !shape.shape loc(#loc4)
      "shape.return"(%0) : (!shape.shape) -> () loc(#loc5)
    }) : () -> () loc(#loc2)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":2:1)
#loc2 = loc("input.mlir":3:3)
#loc4 = loc("input.mlir":4:10)
#loc5 = loc("input.mlir":5:5)

