#loc2 = loc("input.mlir":2:28)
#loc3 = loc("input.mlir":2:39)
#loc4 = loc("input.mlir":2:50)
#loc6 = loc("input.mlir":3:17)
#loc8 = loc("input.mlir":4:19)
"builtin.module"() ({
  "func.func"() <{function_type = (index, index, index) -> (), sym_name = "parallel_nested"}> ({
  ^bb0(%arg0: index loc("input.mlir":2:28), %arg1: index loc("input.mlir":2:39), %arg2: index loc("input.mlir":2:50)):
    "scf.parallel"(%arg0, %arg1, %arg2) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>}> ({
    ^bb0(%arg3: index loc("input.mlir":3:17)):
      "scf.parallel"(%arg0, %arg1, %arg2) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>}> ({
      ^bb0(%arg4: index loc("input.mlir":4:19)):
        "test.body"(%arg3, %arg4) : (index, index) -> () loc(#loc9)
        "scf.reduce"() : () -> () loc(#loc10)
      }) : (index, index, index) -> () loc(#loc7)
      "scf.reduce"() : () -> () loc(#loc11)
    }) : (index, index, index) -> () loc(#loc5)
    "func.return"() : () -> () loc(#loc12)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":2:1)
#loc5 = loc("input.mlir":3:3)
#loc7 = loc("input.mlir":4:5)
#loc9 = loc("input.mlir":5:7)
#loc10 = loc("input.mlir":6:7)
#loc11 = loc("input.mlir":8:5)
#loc12 = loc("input.mlir":10:3)

