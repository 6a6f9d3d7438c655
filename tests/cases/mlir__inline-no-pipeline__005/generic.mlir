#map = affine_map<(d0) -> (d0)>
#map1 = affine_map<() -> (1)>
#map2 = affine_map<() -> (42)>
"builtin.module"() ({
  "func.func"() <{function_type = (index, memref<32xf32>) -> (), sym_name = "func_vector_dim"}> ({
  ^bb0(%arg2: index, %arg3: memref<32xf32>):
    %0 = "affine.vector_load"(%arg3, %arg2) <{map = #map}> : (memref<32xf32>, index) -> vector<4xf32>
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<32xf32>) -> (), sym_name = "inline_dimension_vector"}> ({
  ^bb0(%arg0: memref<32xf32>):
    "affine.for"() <{lowerBoundMap = #map1, operandSegmentSizes = array<i32: 0, 0, 0>, step = 1 : index, upperBoundMap = #map2}> ({
    ^bb0(%arg1: index):
      "func.call"(%arg1, %arg0) <{callee = @func_vector_dim}> : (index, memref<32xf32>) -> ()
      "affine.yield"() : () -> ()
    }) : () -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

