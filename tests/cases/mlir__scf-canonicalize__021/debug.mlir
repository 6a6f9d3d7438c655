#loc2 = loc("input.mlir":2:28)
#loc3 = loc("input.mlir":2:36)
#loc4 = loc("input.mlir":2:44)
#loc5 = loc("input.mlir":2:53)
"builtin.module"() ({
  "func.func"() <{function_type = (i1, i1, i32, i32) -> (i32, i32), sym_name = "if_nested_yield"}> ({
  ^bb0(%arg0: i1 loc("input.mlir":2:28), %arg1: i1 loc("input.mlir":2:36), %arg2: i32 loc("input.mlir":2:44), %arg3: i32 loc("input.mlir":2:53)):
    %0:2 = "scf.if"(%arg0) ({
      %1 = "scf.if"(%arg1) ({
        %2 = "test.inner"() : () -> i32 loc(#loc8)
        "scf.yield"(%2) : (i32) -> () loc(#loc9)
      }, {
        "scf.yield"(%arg3) : (i32) -> () loc(#loc10)
      }) : (i1) -> i32 loc(#loc7)
      "scf.yield"(%1, %arg2) : (i32, i32) -> () loc(#loc11)
    }, {
      "scf.yield"(%arg3, %arg3) : (i32, i32) -> () loc(#loc12)
    }) : (i1) -> (i32, i32) loc(#loc6)
    "func.return"(%0#0, %0#1) : (i32, i32) -> () loc(#loc13)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":2:1)
#loc6 = loc("input.mlir":3:10)
#loc7 = loc("input.mlir":4:10)
#loc8 = loc("input.mlir":5:12)
#loc9 = loc("input.mlir":6:7)
#loc10 = loc("input.mlir":8:7)
#loc11 = loc("input.mlir":10:5)
#loc12 = loc("input.mlir":12:5)
#loc13 = loc("input.mlir":14:3)

