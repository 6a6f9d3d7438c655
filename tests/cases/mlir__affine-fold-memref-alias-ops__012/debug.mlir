#loc2 = loc("input.mlir":3:28)
#loc3 = loc("input.mlir":3:47)
#loc4 = loc("input.mlir":3:58)
#loc7 = loc("input.mlir":5:14)
#map = affine_map<(d0) -> (d0 + 1, 3)>
#map1 = affine_map<() -> (0)>
#map2 = affine_map<() -> (10)>
"builtin.module"() ({
  "func.func"() <{function_type = (memref<?xf32>, index, f32) -> (), sym_name = "expand_constant"}> ({
  ^bb0(%arg0: memref<?xf32> loc("input.mlir":3:28), %arg1: index loc("input.mlir":3:47), %arg2: f32 loc("input.mlir":3:58)):
    %0 = "memref.expand_shape"(%arg0, %arg1) <{reassociation = [[0, 1]], static_output_shape = array<i64: -9223372036854775808, 4>}> : (memref<?xf32>, index) -> memref<?x4xf32> loc(#loc5)
    "affine.for"() <{lowerBoundMap = #map1, operandSegmentSizes = array<i32: 0, 0, 0>, step = 1 : index, upperBoundMap = #map2}> ({
    ^bb0(%arg3: index loc("input.mlir":5:14)):
      "affine.store"(%arg2, %0, %arg3) <{map = #map}> : (f32, memref<?x4xf32>, index) -> () loc(#loc8)
      "affine.yield"() : () -> () loc(#loc6)
    }) : () -> () loc(#loc6)
    "func.return"() : () -> () loc(#loc9)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":3:1)
#loc5 = loc("input.mlir":4:8)
#loc6 = loc("input.mlir":5:3)
#loc8 = loc("input.mlir":6:5)
#loc9 = loc("input.mlir":8:3)

