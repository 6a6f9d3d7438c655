#loc2 = loc("input.mlir":3:15)
#loc3 = loc("input.mlir":3:26)
#loc4 = loc("input.mlir":3:37)
#set = affine_set<(d0, d1)[s0] : (d0 - 10 >= 0, -d0 + s0 - 9 >= 0, d1 - 2 == 0)>
#set1 = affine_set<(d0) : (d0 >= 0)>
"builtin.module"() ({
  "func.func"() <{function_type = (index, index, index) -> index, sym_name = "if"}> ({
  ^bb0(%arg0: index loc("input.mlir":3:15), %arg1: index loc("input.mlir":3:26), %arg2: index loc("input.mlir":3:37)):
    %0 = "affine.if"(%arg0, %arg1, %arg2) <{condition = #set}> ({
      "affine.yield"(%arg0) : (index) -> () loc(#loc6)
    }, {
      "affine.yield"(%arg1) : (index) -> () loc(#loc7)
    }) : (index, index, index) -> index loc(#loc5)
    "affine.if"(%arg0) <{condition = #set1}> ({
      "foo.x"() : () -> () loc(#loc9)
      "affine.yield"() : () -> () loc(#loc8)
    }, {
    }) : (index) -> () loc(#loc8)
    "func.return"(%0) : (index) -> () loc(#loc10)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":3:1)
#loc5 = loc("input.mlir":4:8)
#loc6 = loc("input.mlir":5:5)
#loc7 = loc("input.mlir":7:5)
#loc8 = loc("input.mlir":9:3)
#loc9 = loc("input.mlir":10:5)
#loc10 = loc("input.mlir":12:3)

