#loc2 = loc("input.mlir":3:22)
#loc3 = loc("input.mlir":3:33)
#map = affine_map<(d0) -> (d0)>
#set = affine_set<(d0) : (d0 - 5 >= 0)>
"builtin.module"() ({
  "func.func"() <{function_type = (index, memref<10xf32>) -> f32, sym_name = "affine_if"}> ({
  ^bb0(%arg0: index loc("input.mlir":3:22), %arg1: memref<10xf32> loc("input.mlir":3:33)):
    %0 = "arith.constant"() <{value = 1.000000e+00 : f32}> : () -> f32 loc(#loc4)
    %1 = "arith.constant"() <{value = 2.000000e+00 : f32}> : () -> f32 loc(#loc5)
    %2:2 = "affine.if"(%arg0) <{condition = #set}> ({
      "affine.store"(%0, %arg1, %arg0) <{map = #map}> : (f32, memref<10xf32>, index) -> () loc(#loc7)
      "affine.yield"(%0, %1) : (f32, f32) -> () loc(#loc8)
    }, {
      "affine.yield"(%1, %0) : (f32, f32) -> () loc(#loc9)
    }) : (index) -> (f32, f32) loc(#loc6)
    "func.return"(%2#1) : (f32) -> () loc(#loc10)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":3:1)
#loc4 = loc("input.mlir":4:9)
#loc5 = loc("input.mlir":5:9)
#loc6 = loc("input.mlir":6:10)
#loc7 = loc("input.mlir":7:5)
#loc8 = loc("input.mlir":8:5)
#loc9 = loc("input.mlir":10:5)
#loc10 = loc("input.mlir":12:3)

