#loc4 = loc("input.mlir":5:27)
#loc5 = loc("input.mlir":5:36)
#loc9 = loc("input.mlir":10:23)
"builtin.module"() ({
  "builtin.module"() <{sym_name = "b"}> ({
    "builtin.module"() <{sym_name = "c", sym_visibility = "private"}> ({
      "func.func"() <{function_type = (i32, i32) -> (i32, i32), sym_name = "h", sym_visibility = "nested"}> ({
      ^bb0(%arg1: i32 loc("input.mlir":5:27), %arg2: i32 loc("input.mlir":5:36)):
        %3 = "arith.constant"() <{value = 1 : i32}> : () -> i32 loc(#loc6)
        "func.return"(%arg1, %3) : (i32, i32) -> () loc(#loc7)
      }) : () -> () loc(#loc3)
    }) : () -> () loc(#loc2)
    "func.func"() <{function_type = (i32) -> i32, sym_name = "caller"}> ({
    ^bb0(%arg0: i32 loc("input.mlir":10:23)):
      %0 = "arith.constant"() <{value = 1 : i32}> : () -> i32 loc(#loc10)
      %1 = "arith.constant"() <{value = true}> : () -> i1 loc(#loc11)
      %2 = "scf.if"(%1) ({
        "scf.yield"(%arg0) : (i32) -> () loc(#loc13)
      }, {
        "scf.yield"(%0) : (i32) -> () loc(#loc14)
      }) : (i1) -> i32 loc(#loc12)
      "func.return"(%2) : (i32) -> () loc(#loc15)
    }) : () -> () loc(#loc8)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":2:1)
#loc1 = loc("input.mlir":3:3)
#loc2 = loc("input.mlir":4:5)
#loc3 = loc("input.mlir":5:7)
#loc6 = loc("input.mlir":6:14)
#loc7 = loc("input.mlir":7:9)
#loc8 = loc("input.mlir":10:5)
#loc10 = loc("input.mlir":11:13)
#loc11 = loc("input.mlir":12:15)
#loc12 = loc("input.mlir":13:12)
#loc13 = loc("input.mlir":14:9)
#loc14 = loc("input.mlir":16:9)
#loc15 = loc("input.mlir":18:7)

