#loc2 = loc("input.mlir":4:25)
#set = affine_set<(d0)[s0] : (d0 - s0 == 0, d0 >= 0)>
#set1 = affine_set<() : (0 == 0)>
"builtin.module"() ({
  "func.func"() <{function_type = (index) -> index, sym_name = "conditionals"}> ({
  ^bb0(%arg0: index loc("input.mlir":4:25)):
    "affine.if"(%arg0, %arg0) <{condition = #set}> ({
      "foo.then"() : () -> () loc(#loc4)
      "affine.yield"() : () -> () loc(#loc3)
    }, {
    }) : (index, index) -> () loc(#loc3)
    "affine.if"() <{condition = #set1}> ({
      "affine.yield"() : () -> () loc(#loc5)
    }, {
      "foo.else"() : () -> () loc(#loc6)
      "affine.yield"() : () -> () loc(#loc5)
    }) {some_attr = true} : () -> () loc(#loc5)
    %0 = "affine.if"(%arg0, %arg0) <{condition = #set}> ({
      "affine.yield"(%arg0) : (index) -> () loc(#loc8)
    }, {
      "affine.yield"(%arg0) : (index) -> () loc(#loc9)
    }) : (index, index) -> index loc(#loc7)
    "func.return"(%0) : (index) -> () loc(#loc10)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":4:1)
#loc3 = loc("input.mlir":5:3)
#loc4 = loc("input.mlir":6:5)
#loc5 = loc("input.mlir":8:3)
#loc6 = loc("input.mlir":10:5)
#loc7 = loc("input.mlir":12:8)
#loc8 = loc("input.mlir":13:5)
#loc9 = loc("input.mlir":15:5)
#loc10 = loc("input.mlir":17:3)

