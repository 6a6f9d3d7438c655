#loc2 = loc("input.mlir":2:30)
"builtin.module"() ({
  "func.func"() <{function_type = (i1) -> i32, sym_name = "if_unused_results"}> ({
  ^bb0(%arg0: i1 loc("input.mlir":2:30)):
    %0:3 = "scf.if"(%arg0) ({
      %2 = "test.then"() : () -> i32 loc(#loc4)
      %3 = "test.then2"() : () -> i32 loc(#loc5)
      "scf.yield"(%2, %3, %2) : (i32, i32, i32) -> () loc(#loc6)
    }, {
      %1 = "test.else"() : () -> i32 loc(#loc7)
      "scf.yield"(%1, %1, %1) : (i32, i32, i32) -> () loc(#loc8)
    }) : (i1) -> (i32, i32, i32) loc(#loc3)
    "func.return"(%0#1) : (i32) -> () loc(#loc9)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":2:1)
#loc3 = loc("input.mlir":3:10)
#loc4 = loc("input.mlir":4:10)
#loc5 = loc("input.mlir":5:11)
#loc6 = loc("input.mlir":6:5)
#loc7 = loc("input.mlir":8:10)
#loc8 = loc("input.mlir":9:5)
#loc9 = loc("input.mlir":11:3)

