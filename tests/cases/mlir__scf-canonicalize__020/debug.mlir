#loc2 = loc("input.mlir":2:22)
#loc3 = loc("input.mlir":2:30)
"builtin.module"() ({
  "func.func"() <{function_type = (i1, i1) -> (), sym_name = "if_nested"}> ({
  ^bb0(%arg0: i1 loc("input.mlir":2:22), %arg1: i1 loc("input.mlir":2:30)):
    "scf.if"(%arg0) ({
      "scf.if"(%arg1) ({
        "test.inner"() : () -> () loc(#loc6)
        "scf.yield"() : () -> () loc(#loc5)
      }, {
      }) : (i1) -> () loc(#loc5)
      "scf.yield"() : () -> () loc(#loc4)
    }, {
    }) : (i1) -> () loc(#loc4)
    "func.return"() : () -> () loc(#loc7)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":2:1)
#loc4 = loc("input.mlir":3:3)
#loc5 = loc("input.mlir":4:5)
#loc6 = loc("input.mlir":5:7)
#loc7 = loc("input.mlir":8:3)

