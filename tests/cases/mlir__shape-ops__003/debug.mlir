#loc2 = loc("input.mlir":2:20)
#loc3 = loc("input.mlir":2:40)
#loc4 = loc("input.mlir":2:58)
#loc12 = loc("input.mlir":12:8)
#loc13 = loc("input.mlir":12:19)
#loc14 = loc("input.mlir":12:30)
#loc18 = loc("input.mlir":17:8)
#loc19 = loc("input.mlir":17:19)
"builtin.module"() ({
  "func.func"() <{function_type = (!shape.witness, !shape.shape, tensor<?xindex>) -> index, sym_name = "regions"}> ({
  ^bb0(%arg0: !shape.witness loc("input.mlir":2:20), %arg1: !shape.shape loc("input.mlir":2:40), %arg2: tensor<?xindex> loc("input.mlir":2:58)):
    %0:2 = "shape.assuming"(%arg0) ({
      %4 = "arith.constant"() <{value = 1 : index}> : () -> index loc(#loc6)
      "shape.assuming_yield"(%arg1, %4) : (!shape.shape, index) -> () loc(#loc7)
    }) {attr} : (!shape.witness) -> (!shape.shape, index) loc(#loc5)
    "shape.assuming"(%arg0) ({
      "foo.bar"() : () -> () loc(#loc9)
      "shape.assuming_yield"() : () -> () loc(#loc8)
    }) : (!shape.witness) -> () loc(#loc8)
    %1 = "arith.constant"() <{value = 1 : index}> : () -> index loc(#loc10)
    %2 = "shape.reduce"(%arg2, %1) ({
    ^bb0(%arg5: index loc("input.mlir":12:8), %arg6: index loc("input.mlir":12:19), %arg7: index loc("input.mlir":12:30)):
      %3 = "shape.mul"(%arg7, %arg6) : (index, index) -> index loc(#loc15)
      "shape.yield"(%3) : (index) -> () loc(#loc16)
    }) : (tensor<?xindex>, index) -> index loc(#loc11)
    "shape.reduce"(%arg2) ({
    ^bb0(%arg3: index loc("input.mlir":17:8), %arg4: index loc("input.mlir":17:19)):
      "shape.yield"() : () -> () loc(#loc20)
    }) : (tensor<?xindex>) -> () loc(#loc17)
    "func.return"(%2) : (index) -> () loc(#loc21)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":2:1)
#loc5 = loc("input.mlir":3:10)
#loc6 = loc("input.mlir":4:10)
#loc7 = loc("input.mlir":5:5)
#loc8 = loc("input.mlir":7:3)
#loc9 = loc("input.mlir":8:5)
#loc10 = loc("input.mlir":10:9)
#loc11 = loc("input.mlir":11:8)
#loc15 = loc("input.mlir":13:10)
#loc16 = loc("input.mlir":14:5)
#loc17 = loc("input.mlir":16:3)
#loc20 = loc("input.mlir":18:5)
#loc21 = loc("input.mlir":20:3)

