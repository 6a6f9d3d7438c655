#loc2 = loc("input.mlir":1:25)
#loc3 = loc("input.mlir":1:50)
#loc4 = loc("input.mlir":1:61)
#loc5 = loc("input.mlir":1:72)
#loc24 = loc("input.mlir":19:14)
#loc30 = loc("input.mlir":25:14)
#loc32 = loc("input.mlir":27:14)
#loc34 = loc("input.mlir":29:14)
#loc41 = loc("input.mlir":39:20)
#loc42 = loc("input.mlir":39:24)
#loc44 = loc("input.mlir":41:20)
#map = affine_map<(d0, d1) -> (d0 - d1)>
#map1 = affine_map<(d0, d1) -> (-d0 + d1 * 3 - 7)>
#map2 = affine_map<(d0) -> ((d0 + 1) mod 2)>
#map3 = affine_map<(d0) -> ((d0 floordiv 4) * 4)>
#map4 = affine_map<(d0)[s0] -> (d0 * s0)>
#map5 = affine_map<(d0)[s0, s1] -> (d0 ceildiv s0 + s1 mod 3)>
#map6 = affine_map<(d0) -> (-(d0 floordiv 2))>
#map7 = affine_map<(d0) -> (-d0)>
#map8 = affine_map<(d0, d1) -> ((d0 + d1) * 2)>
#map9 = affine_map<(d0) -> (42)>
#map10 = affine_map<(d0, d1) -> (d0 + d1)>
#map11 = affine_map<(d0) -> (d0 mod -3)>
#map12 = affine_map<(d0) -> ((d0 * 5) floordiv 3 - (d0 mod 7) * 2)>
#map13 = affine_map<()[s0, s1] -> (s0 * s1 + s1 * 2)>
#map14 = affine_map<(d0) -> (d0)>
#map15 = affine_map<(d0, d1) -> (d0 - d1 - 1)>
#map16 = affine_map<(d0) -> (((d0 mod 4) floordiv 2) ceildiv 3)>
#map17 = affine_map<(d0) -> (d0 - 1, -d0 + 99)>
#map18 = affine_map<(d0) -> ((d0 + 1) mod 2, d0 floordiv 3)>
#map19 = affine_map<(d0)[s0] -> (d0 * 2 + s0 * 3, 0)>
#map20 = affine_map<(d0)[s0, s1] -> (d0 + s0, s1)>
#map21 = affine_map<(d0) -> (d0 - 1)>
#map22 = affine_map<()[s0] -> (s0 * 2)>
#map23 = affine_map<(d0, d1) -> (d0, d1, 0)>
#map24 = affine_map<(d0)[s0] -> (d0 + 10, s0)>
#map25 = affine_map<() -> (5)>
#map26 = affine_map<() -> (-10)>
#map27 = affine_map<() -> (-1)>
#map28 = affine_map<(d0, d1) -> (d0, d1, 42)>
#map29 = affine_map<()[s0] -> (s0, -s0)>
#map30 = affine_map<(d0) -> (d0, 0, 0)>
#map31 = affine_map<(d0, d1) -> (d0, 100, d1 - 1)>
#map32 = affine_map<() -> (0)>
#map33 = affine_map<()[s0] -> (s0 * 4)>
#set = affine_set<(d0, d1)[s0] : (d0 - d1 >= 0, d0 + s0 - 10 == 0, -d1 + 5 >= 0)>
#set1 = affine_set<(d0) : (1 == 0)>
#set2 = affine_set<(d0) : (d0 mod 2 == 0)>
"builtin.module"() ({
  "func.func"() <{function_type = (memref<100x100xf32>, index, index, index) -> (), sym_name = "affine_exprs"}> ({
  ^bb0(%arg0: memref<100x100xf32> loc("input.mlir":1:25), %arg1: index loc("input.mlir":1:50), %arg2: index loc("input.mlir":1:61), %arg3: index loc("input.mlir":1:72)):
    %0 = "affine.apply"(%arg1, %arg2) <{map = #map}> : (index, index) -> index loc(#loc6)
    %1 = "affine.apply"(%arg1, %arg2) <{map = #map1}> : (index, index) -> index loc(#loc7)
    %2 = "affine.apply"(%arg1) <{map = #map2}> : (index) -> index loc(#loc8)
    %3 = "affine.apply"(%arg1) <{map = #map3}> : (index) -> index loc(#loc9)
    %4 = "affine.apply"(%arg1, %arg3) <{map = #map4}> : (index, index) -> index loc(#loc10)
    %5 = "affine.apply"(%arg1, %arg3, %arg2) <{map = #map5}> : (index, index, index) -> index loc(#loc11)
    %6 = "affine.apply"(%arg1) <{map = #map6}> : (index) -> index loc(#loc12)
    %7 = "affine.apply"(%arg1) <{map = #map7}> : (index) -> index loc(#loc13)
    %8 = "affine.apply"(%arg1, %arg2) <{map = #map8}> : (index, index) -> index loc(#loc14)
    %9 = "affine.apply"(%arg1) <{map = #map9}> : (index) -> index loc(#loc15)
    %10 = "affine.apply"(%arg1, %arg2) <{map = #map10}> : (index, index) -> index loc(#loc16)
    %11 = "affine.apply"(%arg1) <{map = #map11}> : (index) -> index loc(#loc17)
    %12 = "affine.apply"(%arg1) <{map = #map12}> : (index) -> index loc(#loc18)
    %13 = "affine.apply"(%arg1, %arg2) <{map = #map13}> : (index, index) -> index loc(#loc19)
    %14 = "affine.apply"(%arg1) <{map = #map14}> : (index) -> index loc(#loc20)
    %15 = "affine.apply"(%arg1, %arg2) <{map = #map15}> : (index, index) -> index loc(#loc21)
    %16 = "affine.apply"(%arg1) <{map = #map16}> : (index) -> index loc(#loc22)
    "affine.for"(%arg1, %arg3) <{lowerBoundMap = #map21, operandSegmentSizes = array<i32: 1, 1, 0>, step = 4 : index, upperBoundMap = #map22}> ({
    ^bb0(%arg10: index loc("input.mlir":19:14)):
      %19 = "affine.load"(%arg0, %arg10) <{map = #map17}> : (memref<100x100xf32>, index) -> f32 loc(#loc25)
      %20 = "affine.load"(%arg0, %arg10) <{map = #map18}> : (memref<100x100xf32>, index) -> f32 loc(#loc26)
      %21 = "affine.load"(%arg0, %arg10, %arg3) <{map = #map19}> : (memref<100x100xf32>, index, index) -> f32 loc(#loc27)
      "affine.store"(%19, %arg0, %arg10, %arg3, %arg2) <{map = #map20}> : (f32, memref<100x100xf32>, index, index, index) -> () loc(#loc28)
      "affine.yield"() : () -> () loc(#loc23)
    }) : (index, index) -> () loc(#loc23)
    "affine.for"(%arg1, %arg2, %arg1, %arg3) <{lowerBoundMap = #map23, operandSegmentSizes = array<i32: 2, 2, 0>, step = 1 : index, upperBoundMap = #map24}> ({
    ^bb0(%arg9: index loc("input.mlir":25:14)):
      "affine.yield"() : () -> () loc(#loc29)
    }) : (index, index, index, index) -> () loc(#loc29)
    "affine.for"() <{lowerBoundMap = #map25, operandSegmentSizes = array<i32: 0, 0, 0>, step = 1 : index, upperBoundMap = #map25}> ({
    ^bb0(%arg8: index loc("input.mlir":27:14)):
      "affine.yield"() : () -> () loc(#loc31)
    }) : () -> () loc(#loc31)
    "affine.for"() <{lowerBoundMap = #map26, operandSegmentSizes = array<i32: 0, 0, 0>, step = 1 : index, upperBoundMap = #map27}> ({
    ^bb0(%arg7: index loc("input.mlir":29:14)):
      "affine.yield"() : () -> () loc(#loc33)
    }) : () -> () loc(#loc33)
    "affine.if"(%arg1, %arg2, %arg3) <{condition = #set}> ({
      "affine.yield"() : () -> () loc(#loc35)
    }, {
    }) : (index, index, index) -> () loc(#loc35)
    "affine.if"(%arg1) <{condition = #set1}> ({
      "affine.yield"() : () -> () loc(#loc36)
    }, {
    }) : (index) -> () loc(#loc36)
    "affine.if"(%arg1) <{condition = #set2}> ({
      "affine.yield"() : () -> () loc(#loc37)
    }, {
    }) : (index) -> () loc(#loc37)
    %17 = "affine.min"(%arg1, %arg2) <{map = #map28}> : (index, index) -> index loc(#loc38)
    %18 = "affine.max"(%arg1) <{map = #map29}> : (index) -> index loc(#loc39)
    "affine.parallel"(%arg1, %arg3, %arg2) <{lowerBoundsGroups = dense<[2, 1]> : tensor<2xi32>, lowerBoundsMap = #map30, reductions = [], steps = [2, 3], upperBoundsGroups = dense<[2, 1]> : tensor<2xi32>, upperBoundsMap = #map31}> ({
    ^bb0(%arg5: index loc("input.mlir":39:20), %arg6: index loc("input.mlir":39:24)):
      "affine.yield"() : () -> () loc(#loc40)
    }) : (index, index, index) -> () loc(#loc40)
    "affine.parallel"(%arg3) <{lowerBoundsGroups = dense<1> : tensor<1xi32>, lowerBoundsMap = #map32, reductions = [], steps = [1], upperBoundsGroups = dense<1> : tensor<1xi32>, upperBoundsMap = #map33}> ({
    ^bb0(%arg4: index loc("input.mlir":41:20)):
      "affine.yield"() : () -> () loc(#loc43)
    }) : (index) -> () loc(#loc43)
    "func.return"() : () -> () loc(#loc45)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":1:1)
#loc6 = loc("input.mlir":2:8)
#loc7 = loc("input.mlir":3:8)
#loc8 = loc("input.mlir":4:8)
#loc9 = loc("input.mlir":5:8)
#loc10 = loc("input.mlir":6:8)
#loc11 = loc("input.mlir":7:8)
#loc12 = loc("input.mlir":8:8)
#loc13 = loc("input.mlir":9:8)
#loc14 = loc("input.mlir":10:8)
#loc15 = loc("input.mlir":11:8)
#loc16 = loc("input.mlir":12:9)
#loc17 = loc("input.mlir":13:9)
#loc18 = loc("input.mlir":14:9)
#loc19 = loc("input.mlir":15:9)
#loc20 = loc("input.mlir":16:9)
#loc21 = loc("input.mlir":17:9)
#loc22 = loc("input.mlir":18:9)
#loc23 = loc("input.mlir":19:3)
#loc25 = loc("input.mlir":20:10)
#loc26 = loc("input.mlir":21:11)
#loc27 = loc("input.mlir":22:11)
#loc28 = loc("input.mlir":23:5)
#loc29 = loc("input.mlir":25:3)
#loc31 = loc("input.mlir":27:3)
#loc33 = loc("input.mlir":29:3)
#loc35 = loc("input.mlir":31:3)
#loc36 = loc("input.mlir":33:3)
#loc37 = loc("input.mlir":35:3)
#loc38 = loc("input.mlir":37:9)
#loc39 = loc("input.mlir":38:9)
#loc40 = loc("input.mlir":39:3)
#loc43 = loc("input.mlir":41:3)
#loc45 = loc("input.mlir":43:3)

