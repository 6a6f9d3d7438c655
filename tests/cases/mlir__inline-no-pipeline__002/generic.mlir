#map = affine_map<() -> (1)>
#map1 = affine_map<() -> (10)>
"builtin.module"() ({
  "func.func"() <{function_type = () -> (), sym_name = "func_with_invalid_nested_op"}> ({
    "affine.for"() <{lowerBoundMap = #map, operandSegmentSizes = array<i32: 0, 0, 0>, step = 1 : index, upperBoundMap = #map1}> ({
    ^bb0(%arg0: index):
      "foo.opaque"() : () -> ()
      "affine.yield"() : () -> ()
    }) : () -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (), sym_name = "not_inline_invalid_nest_op"}> ({
    "func.call"() <{callee = @func_with_invalid_nested_op}> : () -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

