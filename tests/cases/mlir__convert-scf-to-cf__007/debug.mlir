#loc2 = loc("input.mlir":2:26)
#loc3 = loc("input.mlir":2:41)
#loc4 = loc("input.mlir":2:56)
#loc5 = loc("input.mlir":2:71)
#loc6 = loc("input.mlir":2:86)
#loc9 = loc("input.mlir":4:17)
#loc10 = loc("input.mlir":4:22)
"builtin.module"() ({
  "func.func"() <{function_type = (index, index, index, index, index) -> (), sym_name = "parallel_loop"}> ({
  ^bb0(%arg0: index loc("input.mlir":2:26), %arg1: index loc("input.mlir":2:41), %arg2: index loc("input.mlir":2:56), %arg3: index loc("input.mlir":2:71), %arg4: index loc("input.mlir":2:86)):
    %0 = "arith.constant"() <{value = 1 : index}> : () -> index loc(#loc7)
    "scf.parallel"(%arg0, %arg1, %arg2, %arg3, %arg4, %0) <{operandSegmentSizes = array<i32: 2, 2, 2, 0>}> ({
    ^bb0(%arg5: index loc("input.mlir":4:17), %arg6: index loc("input.mlir":4:22)):
      %1 = "arith.constant"() <{value = 1 : index}> : () -> index loc(#loc11)
      "foo.use"(%arg5, %arg6) : (index, index) -> () loc(#loc12)
      "scf.reduce"() : () -> () loc(#loc13)
    }) : (index, index, index, index, index, index) -> () loc(#loc8)
    "func.return"() : () -> () loc(#loc14)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":2:1)
#loc7 = loc("input.mlir":3:11)
#loc8 = loc("input.mlir":4:3)
#loc11 = loc("input.mlir":5:11)
#loc12 = loc("input.mlir":6:5)
#loc13 = loc("input.mlir":7:5)
#loc14 = loc("input.mlir":9:3)

