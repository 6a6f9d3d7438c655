#loc2 = loc("input.mlir":5:19)
#loc3 = loc("input.mlir":5:28)
#loc4 = loc("input.mlir":5:37)
#loc5 = loc("input.mlir":5:45)
"builtin.module"() ({
  "func.func"() <{function_type = (i32, i32, i1, i1) -> (), sym_name = "nested"}> ({
  ^bb0(%arg0: i32 loc("input.mlir":5:19), %arg1: i32 loc("input.mlir":5:28), %arg2: i1 loc("input.mlir":5:37), %arg3: i1 loc("input.mlir":5:45)):
    %0 = "arith.addi"(%arg0, %arg1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32 loc(#loc6)
    %1 = "arith.muli"(%arg0, %arg1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32 loc(#loc7)
    "scf.if"(%arg2) ({
      "test.use"(%1) : (i32) -> () loc(#loc9)
      "scf.if"(%arg3) ({
        %2 = "arith.addi"(%0, %arg1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32 loc(#loc11)
        "scf.if"(%arg3) ({
          "test.use"(%2) : (i32) -> () loc(#loc13)
          "scf.yield"() : () -> () loc(#loc12)
        }, {
        }) : (i1) -> () loc(#loc12)
        "test.use"(%2) : (i32) -> () loc(#loc14)
        "scf.yield"() : () -> () loc(#loc10)
      }, {
      }) : (i1) -> () loc(#loc10)
      "scf.yield"() : () -> () loc(#loc8)
    }, {
    }) : (i1) -> () loc(#loc8)
    "func.return"() : () -> () loc(#loc15)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":5:1)
#loc6 = loc("input.mlir":6:8)
#loc7 = loc("input.mlir":7:8)
#loc8 = loc("input.mlir":8:3)
#loc9 = loc("input.mlir":9:5)
#loc10 = loc("input.mlir":10:5)
#loc11 = loc("input.mlir":11:12)
#loc12 = loc("input.mlir":12:7)
#loc13 = loc("input.mlir":13:9)
#loc14 = loc("input.mlir":15:7)
#loc15 = loc("input.mlir":18:3)

