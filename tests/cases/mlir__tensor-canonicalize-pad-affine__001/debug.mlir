#loc2 = loc("input.mlir":2:15)
#loc3 = loc("input.mlir":2:34)
#loc4 = loc("input.mlir":2:45)
#loc7 = loc("input.mlir":5:8)
#loc10 = loc("input.mlir":9:8)
#map = affine_map<(d0) -> (d0 * 2)>
"builtin.module"() ({
  "func.func"() <{function_type = (tensor<?xf32>, index, f32) -> tensor<?xf32>, sym_name = "m2"}> ({
  ^bb0(%arg0: tensor<?xf32> loc("input.mlir":2:15), %arg1: index loc("input.mlir":2:34), %arg2: f32 loc("input.mlir":2:45)):
    %0 = "affine.apply"(%arg1) <{map = #map}> : (index) -> index loc(#loc5)
    %1 = "tensor.pad"(%arg0, %0) <{operandSegmentSizes = array<i32: 1, 1, 0>, static_high = array<i64: 1>, static_low = array<i64: -9223372036854775808>}> ({
    ^bb0(%arg4: index loc("input.mlir":5:8)):
      "tensor.yield"(%arg2) : (f32) -> () loc(#loc8)
    }) : (tensor<?xf32>, index) -> tensor<?xf32> loc(#loc6)
    %2 = "tensor.pad"(%1, %arg1, %0) <{operandSegmentSizes = array<i32: 1, 1, 1>, static_high = array<i64: -9223372036854775808>, static_low = array<i64: -9223372036854775808>}> ({
    ^bb0(%arg3: index loc("input.mlir":9:8)):
      "tensor.yield"(%arg2) : (f32) -> () loc(#loc11)
    }) : (tensor<?xf32>, index, index) -> tensor<?xf32> loc(#loc9)
    "func.return"(%2) : (tensor<?xf32>) -> () loc(#loc12)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":2:1)
#loc5 = loc("input.mlir":3:8)
#loc6 = loc("input.mlir":4:8)
#loc8 = loc("input.mlir":6:5)
#loc9 = loc("input.mlir":8:8)
#loc11 = loc("input.mlir":10:5)
#loc12 = loc("input.mlir":12:3)

