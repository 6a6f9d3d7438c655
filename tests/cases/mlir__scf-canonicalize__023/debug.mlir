#loc2 = loc("input.mlir":2:27)
"builtin.module"() ({
  "func.func"() <{function_type = (i1) -> (), sym_name = "if_combine_not"}> ({
  ^bb0(%arg0: i1 loc("input.mlir":2:27)):
    %0 = "arith.constant"() <{value = true}> : () -> i1 loc(#loc3)
    %1 = "arith.xori"(%arg0, %0) : (i1, i1) -> i1 loc(#loc4)
    "scf.if"(%arg0) ({
      "test.a"() : () -> () loc(#loc6)
      "scf.yield"() : () -> () loc(#loc5)
    }, {
    }) : (i1) -> () loc(#loc5)
    "scf.if"(%1) ({
      "test.b"() : () -> () loc(#loc8)
      "scf.yield"() : () -> () loc(#loc7)
    }, {
    }) : (i1) -> () loc(#loc7)
    "func.return"() : () -> () loc(#loc9)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":2:1)
#loc3 = loc("input.mlir":3:11)
#loc4 = loc("input.mlir":4:8)
#loc5 = loc("input.mlir":5:3)
#loc6 = loc("input.mlir":6:5)
#loc7 = loc("input.mlir":8:3)
#loc8 = loc("input.mlir":9:5)
#loc9 = loc("input.mlir":11:3)

