#loc2 = loc("input.mlir":2:25)
#loc3 = loc("input.mlir":2:33)
#loc4 = loc("input.mlir":2:42)
"builtin.module"() ({
  "func.func"() <{function_type = (i1, i32, i32) -> (i32, i32, i32), sym_name = "if_to_select"}> ({
  ^bb0(%arg0: i1 loc("input.mlir":2:25), %arg1: i32 loc("input.mlir":2:33), %arg2: i32 loc("input.mlir":2:42)):
    %0:3 = "scf.if"(%arg0) ({
      %2 = "test.then"() : () -> i32 loc(#loc6)
      "scf.yield"(%arg1, %2, %arg2) : (i32, i32, i32) -> () loc(#loc7)
    }, {
      %1 = "test.else"() : () -> i32 loc(#loc8)
      "scf.yield"(%arg2, %1, %arg2) : (i32, i32, i32) -> () loc(#loc9)
    }) : (i1) -> (i32, i32, i32) loc(#loc5)
    "func.return"(%0#0, %0#1, %0#2) : (i32, i32, i32) -> () loc(#loc10)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":2:1)
#loc5 = loc("input.mlir":3:10)
#loc6 = loc("input.mlir":4:10)
#loc7 = loc("input.mlir":5:5)
#loc8 = loc("input.mlir":7:10)
#loc9 = loc("input.mlir":8:5)
#loc10 = loc("input.mlir":10:3)

