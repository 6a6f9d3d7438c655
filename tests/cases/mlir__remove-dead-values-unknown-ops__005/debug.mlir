#loc3 = loc("input.mlir":4:24)
#loc6 = loc("input.mlir":8:14)
"builtin.module"() ({
  "foo.table"() ({
    "func.func"() <{function_type = (i32) -> i32, sym_name = "f", sym_visibility = "private"}> ({
    ^bb0(%arg1: i32 loc("input.mlir":4:24)):
      "func.return"(%arg1) : (i32) -> () loc(#loc4)
    }) : () -> () loc(#loc2)
  }) : () -> () loc(#loc1)
  "func.func"() <{function_type = (i32) -> i32, sym_name = "g"}> ({
  ^bb0(%arg0: i32 loc("input.mlir":8:14)):
    %0 = "arith.addi"(%arg0, %arg0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32 loc(#loc7)
    "func.return"(%arg0) : (i32) -> () loc(#loc8)
  }) : () -> () loc(#loc5)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":3:1)
#loc2 = loc("input.mlir":4:3)
#loc4 = loc("input.mlir":5:5)
#loc5 = loc("input.mlir":8:1)
#loc7 = loc("input.mlir":9:8)
#loc8 = loc("input.mlir":10:3)

