#loc2 = loc("input.mlir":2:24)
#loc3 = loc("input.mlir":2:32)
"builtin.module"() ({
  "func.func"() <{function_type = (i8, i8) -> (i1, i1), sym_name = "cmpi_ext_i8"}> ({
  ^bb0(%arg0: i8 loc("input.mlir":2:24), %arg1: i8 loc("input.mlir":2:32)):
    %0 = "arith.constant"() <{value = 0 : i32}> : () -> i32 loc(#loc4)
    %1 = "arith.extsi"(%arg0) : (i8) -> i32 loc(#loc5)
    %2 = "arith.cmpi"(%1, %0) <{predicate = 1 : i64}> : (i32, i32) -> i1 loc(#loc6)
    %3 = "arith.cmpi"(%1, %0) <{predicate = 0 : i64}> : (i32, i32) -> i1 loc(#loc7)
    "func.return"(%2, %3) : (i1, i1) -> () loc(#loc8)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":2:1)
#loc4 = loc("input.mlir":3:8)
#loc5 = loc("input.mlir":4:8)
#loc6 = loc("input.mlir":5:8)
#loc7 = loc("input.mlir":6:8)
#loc8 = loc("input.mlir":7:3)

