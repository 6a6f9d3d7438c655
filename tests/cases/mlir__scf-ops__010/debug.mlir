"builtin.module"() ({
  "func.func"() <{function_type = () -> (), sym_name = "infinite_while"}> ({
    %0 = "arith.constant"() <{value = true}> : () -> i1 loc(#loc2)
    "scf.while"() ({
      "scf.condition"(%0) : (i1) -> () loc(#loc4)
    }, {
      "scf.yield"() : () -> () loc(#loc5)
    }) : () -> () loc(#loc3)
    "func.return"() : () -> () loc(#loc6)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":2:1)
#loc2 = loc("input.mlir":3:11)
#loc3 = loc("input.mlir":4:3)
#loc4 = loc("input.mlir":5:5)
#loc5 = loc("input.mlir":7:5)
#loc6 = loc("input.mlir":9:3)

