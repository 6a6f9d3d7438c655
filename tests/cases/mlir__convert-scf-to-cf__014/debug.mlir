#loc2 = loc("input.mlir":3:24)
#loc7 = loc("input.mlir":9:21)
#loc8 = loc("input.mlir":9:33)
#loc11 = loc("input.mlir":11:13)
"builtin.module"() ({
  "func.func"() <{function_type = (i1) -> (), sym_name = "in_module"}> ({
  ^bb0(%arg3: i1 loc("input.mlir":3:24)):
    "scf.if"(%arg3) ({
      "foo.x"() : () -> () loc(#loc4)
      "scf.yield"() : () -> () loc(#loc3)
    }, {
    }) : (i1) -> () loc(#loc3)
    "func.return"() : () -> () loc(#loc5)
  }) : () -> () loc(#loc1)
  "func.func"() <{function_type = (index, index) -> (), sym_name = "second"}> ({
  ^bb0(%arg0: index loc("input.mlir":9:21), %arg1: index loc("input.mlir":9:33)):
    %0 = "arith.constant"() <{value = 1 : index}> : () -> index loc(#loc9)
    "scf.for"(%arg0, %arg1, %0) ({
    ^bb0(%arg2: index loc("input.mlir":11:13)):
      "foo.y"(%arg2) : (index) -> () loc(#loc12)
      "scf.yield"() : () -> () loc(#loc10)
    }) : (index, index, index) -> () loc(#loc10)
    "func.return"() : () -> () loc(#loc13)
  }) : () -> () loc(#loc6)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":2:1)
#loc1 = loc("input.mlir":3:3)
#loc3 = loc("input.mlir":4:5)
#loc4 = loc("input.mlir":5:7)
#loc5 = loc("input.mlir":7:5)
#loc6 = loc("input.mlir":9:3)
#loc9 = loc("input.mlir":10:11)
#loc10 = loc("input.mlir":11:5)
#loc12 = loc("input.mlir":12:7)
#loc13 = loc("input.mlir":14:5)

