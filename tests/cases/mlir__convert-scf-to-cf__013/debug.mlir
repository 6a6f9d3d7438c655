"builtin.module"() ({
  "func.func"() <{function_type = () -> i32, sym_name = "constant_if"}> ({
    %0 = "arith.constant"() <{value = true}> : () -> i1 loc(#loc2)
    %1 = "scf.if"(%0) ({
      %3 = "arith.constant"() <{value = 1 : i32}> : () -> i32 loc(#loc4)
      "scf.yield"(%3) : (i32) -> () loc(#loc5)
    }, {
      %2 = "arith.constant"() <{value = 2 : i32}> : () -> i32 loc(#loc6)
      "scf.yield"(%2) : (i32) -> () loc(#loc7)
    }) : (i1) -> i32 loc(#loc3)
    "func.return"(%1) : (i32) -> () loc(#loc8)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":2:1)
#loc2 = loc("input.mlir":3:11)
#loc3 = loc("input.mlir":4:8)
#loc4 = loc("input.mlir":5:10)
#loc5 = loc("input.mlir":6:5)
#loc6 = loc("input.mlir":8:10)
#loc7 = loc("input.mlir":9:5)
#loc8 = loc("input.mlir":11:3)

