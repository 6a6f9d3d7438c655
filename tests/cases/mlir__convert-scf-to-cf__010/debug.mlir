#loc2 = loc("input.mlir":2:22)
#loc3 = loc("input.mlir":2:34)
#loc5 = loc("input.mlir":3:15)
"builtin.module"() ({
  "func.func"() <{function_type = (index, index) -> (), sym_name = "forall_lb"}> ({
  ^bb0(%arg0: index loc("input.mlir":2:22), %arg1: index loc("input.mlir":2:34)):
    "scf.forall"(%arg0, %arg1) <{operandSegmentSizes = array<i32: 1, 1, 0, 0>, staticLowerBound = array<i64: -9223372036854775808>, staticStep = array<i64: 3>, staticUpperBound = array<i64: -9223372036854775808>}> ({
    ^bb0(%arg2: index loc("input.mlir":3:15)):
      "foo.use"(%arg2) : (index) -> () loc(#loc6)
      "scf.forall.in_parallel"() ({
      ^bb0:
      }) : () -> () loc(#loc4)
    }) : (index, index) -> () loc(#loc4)
    "func.return"() : () -> () loc(#loc7)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":2:1)
#loc4 = loc("input.mlir":3:3)
#loc6 = loc("input.mlir":4:5)
#loc7 = loc("input.mlir":6:3)

