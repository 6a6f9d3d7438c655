#loc2 = loc("input.mlir":2:26)
"builtin.module"() ({
  "func.func"() <{function_type = (i1) -> (), sym_name = "if_empty_else"}> ({
  ^bb0(%arg0: i1 loc("input.mlir":2:26)):
    "scf.if"(%arg0) ({
      "test.then"() : () -> () loc(#loc4)
      "scf.yield"() : () -> () loc(#loc3)
    }, {
      "scf.yield"() : () -> () loc(#loc3)
    }) : (i1) -> () loc(#loc3)
    "func.return"() : () -> () loc(#loc5)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":2:1)
#loc3 = loc("input.mlir":3:3)
#loc4 = loc("input.mlir":4:5)
#loc5 = loc("input.mlir":7:3)

