#loc3 = loc("input.mlir":5:6)
#loc6 = loc("input.mlir":8:6)
"builtin.module"() ({
  "func.func"() <{function_type = () -> i32, sym_name = "matching_args"}> ({
    "foo.cond_br"()[^bb1, ^bb2] : () -> () loc(#loc2)
  ^bb1(%0: i32 loc("input.mlir":5:6)):  // pred: ^bb0
    %1 = "arith.muli"(%0, %0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32 loc(#loc4)
    "func.return"(%1) : (i32) -> () loc(#loc5)
  ^bb2(%2: i32 loc("input.mlir":8:6)):  // pred: ^bb0
    %3 = "arith.muli"(%2, %2) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32 loc(#loc7)
    "func.return"(%3) : (i32) -> () loc(#loc8)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":3:1)
#loc2 = loc("input.mlir":4:3)
#loc4 = loc("input.mlir":6:8)
#loc5 = loc("input.mlir":7:3)
#loc7 = loc("input.mlir":9:8)
#loc8 = loc("input.mlir":10:3)

