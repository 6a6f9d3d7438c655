#loc2 = loc("input.mlir":2:33)
#loc5 = loc("input.mlir":4:14)
#loc16 = loc("input.mlir":18:14)
#map = affine_map<(d0, d1)[s0] -> (d0 + d1 + s0)>
#map1 = affine_map<() -> (1)>
#map2 = affine_map<() -> (10)>
#set = affine_set<(d0)[s0] : (d0 - 2 >= 0, -d0 + 4 >= 0)>
"builtin.module"() ({
  "func.func"() <{function_type = (index) -> (), sym_name = "func_with_affine_ops"}> ({
  ^bb0(%arg1: index loc("input.mlir":2:33)):
    %2 = "arith.constant"() <{value = 200 : index}> : () -> index loc(#loc3)
    "affine.for"() <{lowerBoundMap = #map1, operandSegmentSizes = array<i32: 0, 0, 0>, step = 1 : index, upperBoundMap = #map2}> ({
    ^bb0(%arg2: index loc("input.mlir":4:14)):
      "affine.if"(%arg2, %2) <{condition = #set}> ({
        %3 = "affine.apply"(%arg2, %arg2, %arg1) <{map = #map}> : (index, index, index) -> index loc(#loc7)
        "affine.yield"() : () -> () loc(#loc6)
      }, {
      }) : (index, index) -> () loc(#loc6)
      "affine.yield"() : () -> () loc(#loc4)
    }) : () -> () loc(#loc4)
    "func.return"() : () -> () loc(#loc8)
  }) : () -> () loc(#loc1)
  "func.func"() <{function_type = () -> (), sym_name = "inline_with_affine_ops"}> ({
    %1 = "arith.constant"() <{value = 1 : index}> : () -> index loc(#loc10)
    "func.call"(%1) <{callee = @func_with_affine_ops}> : (index) -> () loc(#loc11)
    "func.return"() : () -> () loc(#loc12)
  }) : () -> () loc(#loc9)
  "func.func"() <{function_type = () -> (), sym_name = "not_inline_in_affine_op"}> ({
    %0 = "arith.constant"() <{value = 1 : index}> : () -> index loc(#loc14)
    "affine.for"() <{lowerBoundMap = #map1, operandSegmentSizes = array<i32: 0, 0, 0>, step = 1 : index, upperBoundMap = #map2}> ({
    ^bb0(%arg0: index loc("input.mlir":18:14)):
      "func.call"(%0) <{callee = @func_with_affine_ops}> : (index) -> () loc(#loc17)
      "affine.yield"() : () -> () loc(#loc15)
    }) : () -> () loc(#loc15)
    "func.return"() : () -> () loc(#loc18)
  }) : () -> () loc(#loc13)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":2:1)
#loc3 = loc("input.mlir":3:8)
#loc4 = loc("input.mlir":4:3)
#loc6 = loc("input.mlir":5:5)
#loc7 = loc("input.mlir":6:12)
#loc8 = loc("input.mlir":9:3)
#loc9 = loc("input.mlir":11:1)
#loc10 = loc("input.mlir":12:8)
#loc11 = loc("input.mlir":13:3)
#loc12 = loc("input.mlir":14:3)
#loc13 = loc("input.mlir":16:1)
#loc14 = loc("input.mlir":17:8)
#loc15 = loc("input.mlir":18:3)
#loc17 = loc("input.mlir":19:5)
#loc18 = loc("input.mlir":21:3)

