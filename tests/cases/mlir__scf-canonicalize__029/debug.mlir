#loc2 = loc("input.mlir":2:22)
#loc3 = loc("input.mlir":2:31)
#loc5 = loc("input.mlir":3:19)
#loc8 = loc("input.mlir":7:8)
"builtin.module"() ({
  "func.func"() <{function_type = (i32, i32) -> (), sym_name = "while_cmp"}> ({
  ^bb0(%arg0: i32 loc("input.mlir":2:22), %arg1: i32 loc("input.mlir":2:31)):
    %0 = "scf.while"(%arg0) ({
    ^bb0(%arg3: i32 loc("input.mlir":3:19)):
      %5 = "arith.cmpi"(%arg3, %arg1) <{predicate = 2 : i64}> : (i32, i32) -> i1 loc(#loc6)
      "scf.condition"(%5, %arg3) : (i1, i32) -> () loc(#loc7)
    }, {
    ^bb0(%arg2: i32 loc("input.mlir":7:8)):
      %1 = "arith.cmpi"(%arg2, %arg1) <{predicate = 2 : i64}> : (i32, i32) -> i1 loc(#loc9)
      %2 = "arith.cmpi"(%arg2, %arg1) <{predicate = 5 : i64}> : (i32, i32) -> i1 loc(#loc10)
      %3 = "arith.cmpi"(%arg2, %arg1) <{predicate = 0 : i64}> : (i32, i32) -> i1 loc(#loc11)
      %4 = "test.next"(%arg2, %1, %2, %3) : (i32, i1, i1, i1) -> i32 loc(#loc12)
      "scf.yield"(%4) : (i32) -> () loc(#loc13)
    }) : (i32) -> i32 loc(#loc4)
    "func.return"() : () -> () loc(#loc14)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":2:1)
#loc4 = loc("input.mlir":3:8)
#loc6 = loc("input.mlir":4:10)
#loc7 = loc("input.mlir":5:5)
#loc9 = loc("input.mlir":8:10)
#loc10 = loc("input.mlir":9:10)
#loc11 = loc("input.mlir":10:10)
#loc12 = loc("input.mlir":11:10)
#loc13 = loc("input.mlir":12:5)
#loc14 = loc("input.mlir":14:3)

