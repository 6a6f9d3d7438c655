#loc2 = loc("input.mlir":4:18)
#loc3 = loc("input.mlir":4:30)
#loc5 = loc("input.mlir":5:14)
#loc7 = loc("input.mlir":7:14)
#loc9 = loc("input.mlir":8:16)
#loc12 = loc("input.mlir":12:14)
#loc15 = loc("input.mlir":15:21)
#loc16 = loc("input.mlir":15:44)
#loc17 = loc("input.mlir":15:53)
#loc20 = loc("input.mlir":18:19)
#loc21 = loc("input.mlir":18:41)
#map = affine_map<() -> (0)>
#map1 = affine_map<() -> (10)>
#map2 = affine_map<(d0) -> (d0)>
#map3 = affine_map<(d0) -> (d0 + 2)>
#map4 = affine_map<()[s0] -> (s0, 0)>
#map5 = affine_map<(d0)[s0] -> (d0, s0, 4)>
#map6 = affine_map<() -> (-5)>
#map7 = affine_map<() -> (7)>
#map8 = affine_map<()[s0] -> (s0)>
#map9 = affine_map<() -> (4)>
"builtin.module"() ({
  "func.func"() <{function_type = (index, index) -> (), sym_name = "loops"}> ({
  ^bb0(%arg0: index loc("input.mlir":4:18), %arg1: index loc("input.mlir":4:30)):
    "affine.for"() <{lowerBoundMap = #map, operandSegmentSizes = array<i32: 0, 0, 0>, step = 1 : index, upperBoundMap = #map1}> ({
    ^bb0(%arg10: index loc("input.mlir":5:14)):
      "affine.yield"() : () -> () loc(#loc4)
    }) {some_attr = true} : () -> () loc(#loc4)
    "affine.for"(%arg0, %arg0, %arg1) <{lowerBoundMap = #map4, operandSegmentSizes = array<i32: 1, 2, 0>, step = 3 : index, upperBoundMap = #map5}> ({
    ^bb0(%arg8: index loc("input.mlir":7:14)):
      "affine.for"(%arg8, %arg8) <{lowerBoundMap = #map2, operandSegmentSizes = array<i32: 1, 1, 0>, step = 1 : index, upperBoundMap = #map3}> ({
      ^bb0(%arg9: index loc("input.mlir":8:16)):
        "foo.use"(%arg8, %arg9) : (index, index) -> () loc(#loc10)
        "affine.yield"() : () -> () loc(#loc8)
      }) : (index, index) -> () loc(#loc8)
      "affine.yield"() : () -> () loc(#loc6)
    }) : (index, index, index) -> () loc(#loc6)
    "affine.for"() <{lowerBoundMap = #map6, operandSegmentSizes = array<i32: 0, 0, 0>, step = 2 : index, upperBoundMap = #map7}> ({
    ^bb0(%arg7: index loc("input.mlir":12:14)):
      "affine.yield"() : () -> () loc(#loc13)
    }) : () -> () loc(#loc11)
    %0:2 = "affine.for"(%arg0, %arg0, %arg1) <{lowerBoundMap = #map, operandSegmentSizes = array<i32: 0, 1, 2>, step = 1 : index, upperBoundMap = #map8}> ({
    ^bb0(%arg4: index loc("input.mlir":15:21), %arg5: index loc("input.mlir":15:44), %arg6: index loc("input.mlir":15:53)):
      "affine.yield"(%arg6, %arg5) : (index, index) -> () loc(#loc18)
    }) : (index, index, index) -> (index, index) loc(#loc14)
    %1 = "affine.for"(%arg0) <{lowerBoundMap = #map, operandSegmentSizes = array<i32: 0, 0, 1>, step = 1 : index, upperBoundMap = #map9}> ({
    ^bb0(%arg2: index loc("input.mlir":18:19), %arg3: index loc("input.mlir":18:41)):
      "affine.yield"(%arg3) : (index) -> () loc(#loc22)
    }) : (index) -> index loc(#loc19)
    "func.return"() : () -> () loc(#loc23)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":4:1)
#loc4 = loc("input.mlir":5:3)
#loc6 = loc("input.mlir":7:3)
#loc8 = loc("input.mlir":8:5)
#loc10 = loc("input.mlir":9:7)
#loc11 = loc("input.mlir":12:3)
#loc13 = loc("input.mlir":13:5)
#loc14 = loc("input.mlir":15:10)
#loc18 = loc("input.mlir":16:5)
#loc19 = loc("input.mlir":18:8)
#loc22 = loc("input.mlir":19:5)
#loc23 = loc("input.mlir":21:3)

