#loc2 = loc("input.mlir":3:24)
#loc3 = loc("input.mlir":3:32)
"builtin.module"() ({
  "func.func"() <{function_type = (i1, i32) -> (), sym_name = "two_regions"}> ({
  ^bb0(%arg0: i1 loc("input.mlir":3:24), %arg1: i32 loc("input.mlir":3:32)):
    "foo.two"() ({
      %1 = "scf.if"(%arg0) ({
        "scf.yield"(%arg1) : (i32) -> () loc(#loc6)
      }, {
        "scf.yield"(%arg1) : (i32) -> () loc(#loc7)
      }) : (i1) -> i32 loc(#loc5)
      "foo.use"(%1) : (i32) -> () loc(#loc8)
    }, {
      %0 = "arith.addi"(%arg1, %arg1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32 loc(#loc9)
    }) : () -> () loc(#loc4)
    "func.return"() : () -> () loc(#loc10)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":3:1)
#loc4 = loc("input.mlir":4:3)
#loc5 = loc("input.mlir":5:10)
#loc6 = loc("input.mlir":6:7)
#loc7 = loc("input.mlir":8:7)
#loc8 = loc("input.mlir":10:5)
#loc9 = loc("input.mlir":12:10)
#loc10 = loc("input.mlir":14:3)

