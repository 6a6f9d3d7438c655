#loc2 = loc("input.mlir":2:25)
"builtin.module"() ({
  "func.func"() <{function_type = (i1) -> (), sym_name = "if_cond_prop"}> ({
  ^bb0(%arg0: i1 loc("input.mlir":2:25)):
    "scf.if"(%arg0) ({
      "test.then"(%arg0) : (i1) -> () loc(#loc4)
      "scf.if"(%arg0) ({
        "test.nested"(%arg0) : (i1) -> () loc(#loc6)
        "scf.yield"() : () -> () loc(#loc5)
      }, {
      }) : (i1) -> () loc(#loc5)
      "scf.yield"() : () -> () loc(#loc3)
    }, {
      "test.else"(%arg0) : (i1) -> () loc(#loc7)
      "scf.yield"() : () -> () loc(#loc3)
    }) : (i1) -> () loc(#loc3)
    "test.after"(%arg0) : (i1) -> () loc(#loc8)
    "func.return"() : () -> () loc(#loc9)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":2:1)
#loc3 = loc("input.mlir":3:3)
#loc4 = loc("input.mlir":4:5)
#loc5 = loc("input.mlir":5:5)
#loc6 = loc("input.mlir":6:7)
#loc7 = loc("input.mlir":9:5)
#loc8 = loc("input.mlir":11:3)
#loc9 = loc("input.mlir":12:3)

