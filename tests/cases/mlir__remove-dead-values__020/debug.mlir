#loc3 = loc("input.mlir":5:25)
#loc4 = loc("input.mlir":5:34)
#loc7 = loc("input.mlir":9:18)
"builtin.module"() ({
  "builtin.module"() <{sym_name = "m", sym_visibility = "private"}> ({
    "func.func"() <{function_type = (i32, i32) -> i32, sym_name = "f", sym_visibility = "nested"}> ({
    ^bb0(%arg1: i32 loc("input.mlir":5:25), %arg2: i32 loc("input.mlir":5:34)):
      "func.return"(%arg1) : (i32) -> () loc(#loc5)
    }) : () -> () loc(#loc2)
  }) : () -> () loc(#loc1)
  "func.func"() <{function_type = (i32) -> i32, sym_name = "top"}> ({
  ^bb0(%arg0: i32 loc("input.mlir":9:18)):
    "func.return"(%arg0) : (i32) -> () loc(#loc8)
  }) : () -> () loc(#loc6)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":3:1)
#loc1 = loc("input.mlir":4:3)
#loc2 = loc("input.mlir":5:5)
#loc5 = loc("input.mlir":6:7)
#loc6 = loc("input.mlir":9:3)
#loc8 = loc("input.mlir":10:5)

