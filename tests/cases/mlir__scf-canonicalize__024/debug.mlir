#loc2 = loc("input.mlir":2:20)
"builtin.module"() ({
  "func.func"() <{function_type = (i1) -> (), sym_name = "if_swap"}> ({
  ^bb0(%arg0: i1 loc("input.mlir":2:20)):
    %0 = "arith.constant"() <{value = true}> : () -> i1 loc(#loc3)
    %1 = "arith.xori"(%arg0, %0) : (i1, i1) -> i1 loc(#loc4)
    "scf.if"(%1) ({
      "test.a"() : () -> () loc(#loc6)
      "scf.yield"() : () -> () loc(#loc5)
    }, {
      "test.b"() : () -> () loc(#loc7)
      "scf.yield"() : () -> () loc(#loc5)
    }) : (i1) -> () loc(#loc5)
    "func.return"() : () -> () loc(#loc8)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":2:1)
#loc3 = loc("input.mlir":3:11)
#loc4 = loc("input.mlir":4:8)
#loc5 = loc("input.mlir":5:3)
#loc6 = loc("input.mlir":6:5)
#loc7 = loc("input.mlir":8:5)
#loc8 = loc("input.mlir":10:3)

