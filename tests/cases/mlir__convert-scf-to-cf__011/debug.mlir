#loc2 = loc("input.mlir":2:31)
"builtin.module"() ({
  "func.func"() <{function_type = (i1) -> (), sym_name = "if_in_unregistered"}> ({
  ^bb0(%arg0: i1 loc("input.mlir":2:31)):
    "foo.region"() ({
      "scf.if"(%arg0) ({
        "foo.x"() : () -> () loc(#loc5)
        "scf.yield"() : () -> () loc(#loc4)
      }, {
      }) : (i1) -> () loc(#loc4)
      "foo.end"() : () -> () loc(#loc6)
    }) : () -> () loc(#loc3)
    "func.return"() : () -> () loc(#loc7)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":2:1)
#loc3 = loc("input.mlir":3:3)
#loc4 = loc("input.mlir":4:5)
#loc5 = loc("input.mlir":5:7)
#loc6 = loc("input.mlir":7:5)
#loc7 = loc("input.mlir":9:3)

