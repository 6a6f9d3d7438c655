#loc2 = loc("input.mlir":2:26)
#loc3 = loc("input.mlir":2:37)
#loc8 = loc("input.mlir":6:17)
#loc9 = loc("input.mlir":6:21)
#loc10 = loc("input.mlir":6:25)
#loc14 = loc("input.mlir":10:17)
#loc18 = loc("input.mlir":14:17)
"builtin.module"() ({
  "func.func"() <{function_type = (index, index) -> (), sym_name = "parallel_dims"}> ({
  ^bb0(%arg0: index loc("input.mlir":2:26), %arg1: index loc("input.mlir":2:37)):
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index loc(#loc4)
    %1 = "arith.constant"() <{value = 1 : index}> : () -> index loc(#loc5)
    %2 = "arith.constant"() <{value = 3 : index}> : () -> index loc(#loc6)
    "scf.parallel"(%0, %arg0, %0, %1, %arg1, %2, %1, %1, %1) <{operandSegmentSizes = array<i32: 3, 3, 3, 0>}> ({
    ^bb0(%arg4: index loc("input.mlir":6:17), %arg5: index loc("input.mlir":6:21), %arg6: index loc("input.mlir":6:25)):
      "test.body"(%arg4, %arg5, %arg6) : (index, index, index) -> () loc(#loc11)
      "scf.reduce"() : () -> () loc(#loc12)
    }) : (index, index, index, index, index, index, index, index, index) -> () loc(#loc7)
    "scf.parallel"(%0, %1, %1) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>}> ({
    ^bb0(%arg3: index loc("input.mlir":10:17)):
      "test.single"(%arg3) : (index) -> () loc(#loc15)
      "scf.reduce"() : () -> () loc(#loc16)
    }) : (index, index, index) -> () loc(#loc13)
    "scf.parallel"(%2, %1, %1) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>}> ({
    ^bb0(%arg2: index loc("input.mlir":14:17)):
      "test.zero"(%arg2) : (index) -> () loc(#loc19)
      "scf.reduce"() : () -> () loc(#loc20)
    }) : (index, index, index) -> () loc(#loc17)
    "func.return"() : () -> () loc(#loc21)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":2:1)
#loc4 = loc("input.mlir":3:9)
#loc5 = loc("input.mlir":4:9)
#loc6 = loc("input.mlir":5:9)
#loc7 = loc("input.mlir":6:3)
#loc11 = loc("input.mlir":7:5)
#loc12 = loc("input.mlir":8:5)
#loc13 = loc("input.mlir":10:3)
#loc15 = loc("input.mlir":11:5)
#loc16 = loc("input.mlir":12:5)
#loc17 = loc("input.mlir":14:3)
#loc19 = loc("input.mlir":15:5)
#loc20 = loc("input.mlir":16:5)
#loc21 = loc("input.mlir":18:3)

