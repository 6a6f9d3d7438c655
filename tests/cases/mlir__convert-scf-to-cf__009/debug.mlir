#loc2 = loc("input.mlir":2:19)
#loc4 = loc("input.mlir":3:15)
#loc5 = loc("input.mlir":3:19)
"builtin.module"() ({
  "func.func"() <{function_type = (index) -> (), sym_name = "forall"}> ({
  ^bb0(%arg0: index loc("input.mlir":2:19)):
    "scf.forall"(%arg0) <{operandSegmentSizes = array<i32: 0, 1, 0, 0>, staticLowerBound = array<i64: 0, 0>, staticStep = array<i64: 1, 1>, staticUpperBound = array<i64: -9223372036854775808, 8>}> ({
    ^bb0(%arg1: index loc("input.mlir":3:15), %arg2: index loc("input.mlir":3:19)):
      "foo.use"(%arg1, %arg2) : (index, index) -> () loc(#loc6)
      "scf.forall.in_parallel"() ({
      ^bb0:
      }) : () -> () loc(#loc3)
    }) : (index) -> () loc(#loc3)
    "func.return"() : () -> () loc(#loc7)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":2:1)
#loc3 = loc("input.mlir":3:3)
#loc6 = loc("input.mlir":4:5)
#loc7 = loc("input.mlir":6:3)

