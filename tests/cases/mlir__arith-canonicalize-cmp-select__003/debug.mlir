#loc2 = loc("input.mlir":2:31)
"builtin.module"() ({
  "func.func"() <{function_type = (i32) -> (i1, i1, i1, i1, i1), sym_name = "cmpi_move_constant"}> ({
  ^bb0(%arg0: i32 loc("input.mlir":2:31)):
    %0 = "arith.constant"() <{value = 5 : i32}> : () -> i32 loc(#loc3)
    %1 = "arith.cmpi"(%0, %arg0) <{predicate = 2 : i64}> : (i32, i32) -> i1 loc(#loc4)
    %2 = "arith.cmpi"(%0, %arg0) <{predicate = 9 : i64}> : (i32, i32) -> i1 loc(#loc5)
    %3 = "arith.cmpi"(%0, %arg0) <{predicate = 0 : i64}> : (i32, i32) -> i1 loc(#loc6)
    %4 = "arith.cmpi"(%0, %arg0) <{predicate = 1 : i64}> : (i32, i32) -> i1 loc(#loc7)
    %5 = "arith.cmpi"(%0, %arg0) <{predicate = 7 : i64}> : (i32, i32) -> i1 loc(#loc8)
    "func.return"(%1, %2, %3, %4, %5) : (i1, i1, i1, i1, i1) -> () loc(#loc9)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":2:1)
#loc3 = loc("input.mlir":3:8)
#loc4 = loc("input.mlir":4:8)
#loc5 = loc("input.mlir":5:8)
#loc6 = loc("input.mlir":6:8)
#loc7 = loc("input.mlir":7:8)
#loc8 = loc("input.mlir":8:8)
#loc9 = loc("input.mlir":9:3)

