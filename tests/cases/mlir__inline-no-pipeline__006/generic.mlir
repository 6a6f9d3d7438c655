#map = affine_map<(d0) -> (d0)>
#map1 = affine_map<() -> (1)>
#map2 = affine_map<() -> (42)>
"builtin.module"() ({
  "func.func"() <{function_type = () -> index, sym_name = "get_index", sym_visibility = "private"}> ({
  }) : () -> ()
  "func.func"() <{function_type = (memref<?xf32>) -> (), sym_name = "func_top_level"}> ({
  ^bb0(%arg2: memref<?xf32>):
    %0 = "func.call"() <{callee = @get_index}> : () -> index
    %1 = "affine.load"(%arg2, %0) <{map = #map}> : (memref<?xf32>, index) -> f32
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<?xf32>) -> (), sym_name = "no_inline_not_top_level"}> ({
  ^bb0(%arg0: memref<?xf32>):
    "affine.for"() <{lowerBoundMap = #map1, operandSegmentSizes = array<i32: 0, 0, 0>, step = 1 : index, upperBoundMap = #map2}> ({
    ^bb0(%arg1: index):
      "func.call"(%arg0) <{callee = @func_top_level}> : (memref<?xf32>) -> ()
      "affine.yield"() : () -> ()
    }) : () -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

