#loc2 = loc("input.mlir":3:16)
#loc3 = loc("input.mlir":3:27)
#set = affine_set<(d0) : (1 == 0)>
#set1 = affine_set<(d0, d1) : (d0 - 1 >= 0)>
#set2 = affine_set<() : (0 == 0)>
"builtin.module"() ({
  "func.func"() <{function_type = (index, index) -> index, sym_name = "ifs"}> ({
  ^bb0(%arg0: index loc("input.mlir":3:16), %arg1: index loc("input.mlir":3:27)):
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index loc(#loc4)
    "affine.if"(%arg0) <{condition = #set}> ({
      "test.never"() : () -> () loc(#loc6)
      "affine.yield"() : () -> () loc(#loc5)
    }, {
    }) : (index) -> () loc(#loc5)
    "affine.if"(%arg0, %arg1) <{condition = #set1}> ({
      "test.some"() : () -> () loc(#loc8)
      "affine.yield"() : () -> () loc(#loc7)
    }, {
      "affine.yield"() : () -> () loc(#loc7)
    }) : (index, index) -> () loc(#loc7)
    %1 = "affine.if"() <{condition = #set2}> ({
      "affine.yield"(%arg0) : (index) -> () loc(#loc10)
    }, {
      "affine.yield"(%arg1) : (index) -> () loc(#loc11)
    }) : () -> index loc(#loc9)
    %2 = "affine.if"(%arg0) <{condition = #set}> ({
      "affine.yield"(%arg0) : (index) -> () loc(#loc13)
    }, {
      "affine.yield"(%1) : (index) -> () loc(#loc14)
    }) : (index) -> index loc(#loc12)
    "func.return"(%2) : (index) -> () loc(#loc15)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":3:1)
#loc4 = loc("input.mlir":4:9)
#loc5 = loc("input.mlir":5:3)
#loc6 = loc("input.mlir":6:5)
#loc7 = loc("input.mlir":8:3)
#loc8 = loc("input.mlir":9:5)
#loc9 = loc("input.mlir":12:8)
#loc10 = loc("input.mlir":13:5)
#loc11 = loc("input.mlir":15:5)
#loc12 = loc("input.mlir":17:8)
#loc13 = loc("input.mlir":18:5)
#loc14 = loc("input.mlir":20:5)
#loc15 = loc("input.mlir":22:3)

