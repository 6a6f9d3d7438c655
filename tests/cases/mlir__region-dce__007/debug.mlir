#loc2 = loc("input.mlir":3:27)
#loc3 = loc("input.mlir":3:35)
#loc7 = loc("input.mlir":7:8)
"builtin.module"() ({
  "func.func"() <{function_type = (i1, i32) -> (), sym_name = "dead_region_op"}> ({
  ^bb0(%arg0: i1 loc("input.mlir":3:27), %arg1: i32 loc("input.mlir":3:35)):
    %0 = "scf.execute_region"() ({
      %1 = "arith.addi"(%arg1, %arg1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32 loc(#loc5)
      "cf.br"(%1)[^bb1] : (i32) -> () loc(#loc6)
    ^bb1(%2: i32 loc("input.mlir":7:8)):  // pred: ^bb0
      "scf.yield"(%2) : (i32) -> () loc(#loc8)
    }) : () -> i32 loc(#loc4)
    "foo.keep"() : () -> () loc(#loc9)
    "func.return"() : () -> () loc(#loc10)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":3:1)
#loc4 = loc("input.mlir":4:8)
#loc5 = loc("input.mlir":5:10)
#loc6 = loc("input.mlir":6:5)
#loc8 = loc("input.mlir":8:5)
#loc9 = loc("input.mlir":10:3)
#loc10 = loc("input.mlir":11:3)

