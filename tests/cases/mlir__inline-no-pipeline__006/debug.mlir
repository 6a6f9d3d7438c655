#loc3 = loc("input.mlir":3:27)
#loc8 = loc("input.mlir":8:36)
#loc10 = loc("input.mlir":9:14)
#map = affine_map<(d0) -> (d0)>
#map1 = affine_map<() -> (1)>
#map2 = affine_map<() -> (42)>
"builtin.module"() ({
  "func.func"() <{function_type = () -> index, sym_name = "get_index", sym_visibility = "private"}> ({
  }) : () -> () loc(#loc1)
  "func.func"() <{function_type = (memref<?xf32>) -> (), sym_name = "func_top_level"}> ({
  ^bb0(%arg2: memref<?xf32> loc("input.mlir":3:27)):
    %0 = "func.call"() <{callee = @get_index}> : () -> index loc(#loc4)
    %1 = "affine.load"(%arg2, %0) <{map = #map}> : (memref<?xf32>, index) -> f32 loc(#loc5)
    "func.return"() : () -> () loc(#loc6)
  }) : () -> () loc(#loc2)
  "func.func"() <{function_type = (memref<?xf32>) -> (), sym_name = "no_inline_not_top_level"}> ({
  ^bb0(%arg0: memref<?xf32> loc("input.mlir":8:36)):
    "affine.for"() <{lowerBoundMap = #map1, operandSegmentSizes = array<i32: 0, 0, 0>, step = 1 : index, upperBoundMap = #map2}> ({
    ^bb0(%arg1: index loc("input.mlir":9:14)):
      "func.call"(%arg0) <{callee = @func_top_level}> : (memref<?xf32>) -> () loc(#loc11)
      "affine.yield"() : () -> () loc(#loc9)
    }) : () -> () loc(#loc9)
    "func.return"() : () -> () loc(#loc12)
  }) : () -> () loc(#loc7)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":2:1)
#loc2 = loc("input.mlir":3:1)
#loc4 = loc("input.mlir":4:8)
#loc5 = loc("input.mlir":5:3)
#loc6 = loc("input.mlir":6:3)
#loc7 = loc("input.mlir":8:1)
#loc9 = loc("input.mlir":9:3)
#loc11 = loc("input.mlir":10:5)
#loc12 = loc("input.mlir":12:3)

