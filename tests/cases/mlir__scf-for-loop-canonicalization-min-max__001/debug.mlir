#loc2 = loc("input.mlir":5:21)
#loc3 = loc("input.mlir":5:32)
#loc9 = loc("input.mlir":10:11)
#loc13 = loc("input.mlir":13:13)
#map = affine_map<(d0, d1) -> (d0 + d1, d1 + 16)>
#map1 = affine_map<(d0)[s0, s1] -> (d0 + s0, s1 - 100, s0 - 1)>
#map2 = affine_map<(d0, d1) -> (d0 - d1, 100)>
#map3 = affine_map<(d0) -> (d0, 16)>
#map4 = affine_map<(d0)[s0] -> (d0 + s0, s0 + 12)>
#map5 = affine_map<(d0, d1) -> (d0 + d1, d1 - 1)>
"builtin.module"() ({
  "func.func"() <{function_type = (index, index) -> (), sym_name = "operands"}> ({
  ^bb0(%arg0: index loc("input.mlir":5:21), %arg1: index loc("input.mlir":5:32)):
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index loc(#loc4)
    %1 = "arith.constant"() <{value = 1 : index}> : () -> index loc(#loc5)
    %2 = "arith.constant"() <{value = 4 : index}> : () -> index loc(#loc6)
    %3 = "arith.constant"() <{value = 16 : index}> : () -> index loc(#loc7)
    "scf.for"(%0, %3, %2) ({
    ^bb0(%arg2: index loc("input.mlir":10:11)):
      %4 = "affine.min"(%arg2, %arg0) <{map = #map}> : (index, index) -> index loc(#loc10)
      %5 = "affine.max"(%arg2, %arg0, %arg0) <{map = #map1}> : (index, index, index) -> index loc(#loc11)
      "scf.for"(%arg2, %3, %2) ({
      ^bb0(%arg3: index loc("input.mlir":13:13)):
        %9 = "affine.min"(%arg3, %arg2) <{map = #map2}> : (index, index) -> index loc(#loc14)
        %10 = "affine.min"(%arg3) <{map = #map3}> : (index) -> index loc(#loc15)
        "test.use"(%9, %10) : (index, index) -> () loc(#loc16)
        "scf.yield"() : () -> () loc(#loc12)
      }) : (index, index, index) -> () loc(#loc12)
      %6 = "arith.addi"(%arg0, %1) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index loc(#loc17)
      %7 = "affine.min"(%arg2, %6) <{map = #map4}> : (index, index) -> index loc(#loc18)
      %8 = "affine.max"(%arg2, %arg1) <{map = #map5}> : (index, index) -> index loc(#loc19)
      "test.use"(%4, %5, %7, %8) : (index, index, index, index) -> () loc(#loc20)
      "scf.yield"() : () -> () loc(#loc8)
    }) : (index, index, index) -> () loc(#loc8)
    "func.return"() : () -> () loc(#loc21)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":5:1)
#loc4 = loc("input.mlir":6:9)
#loc5 = loc("input.mlir":7:9)
#loc6 = loc("input.mlir":8:9)
#loc7 = loc("input.mlir":9:10)
#loc8 = loc("input.mlir":10:3)
#loc10 = loc("input.mlir":11:10)
#loc11 = loc("input.mlir":12:10)
#loc12 = loc("input.mlir":13:5)
#loc14 = loc("input.mlir":14:12)
#loc15 = loc("input.mlir":15:12)
#loc16 = loc("input.mlir":16:7)
#loc17 = loc("input.mlir":18:10)
#loc18 = loc("input.mlir":19:10)
#loc19 = loc("input.mlir":20:10)
#loc20 = loc("input.mlir":21:5)
#loc21 = loc("input.mlir":23:3)

