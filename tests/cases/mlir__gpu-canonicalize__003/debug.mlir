#loc2 = loc("input.mlir":2:23)
#loc5 = loc("input.mlir":4:21)
#loc6 = loc("input.mlir":4:26)
#loc7 = loc("input.mlir":4:31)
#loc8 = loc("input.mlir":4:81)
#loc9 = loc("input.mlir":4:86)
#loc10 = loc("input.mlir":4:91)
#loc11 = loc("input.mlir":4:40)
#loc12 = loc("input.mlir":4:51)
#loc13 = loc("input.mlir":4:62)
#loc14 = loc("input.mlir":4:100)
#loc15 = loc("input.mlir":4:111)
#loc16 = loc("input.mlir":4:122)
"builtin.module"() ({
  "func.func"() <{function_type = (index) -> (), sym_name = "launch_ids"}> ({
  ^bb0(%arg0: index loc("input.mlir":2:23)):
    %0 = "arith.constant"() <{value = 1 : index}> : () -> index loc(#loc3)
    "gpu.launch"(%0, %arg0, %0, %0, %0, %arg0) <{operandSegmentSizes = array<i32: 0, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0>}> ({
    ^bb0(%arg1: index loc("input.mlir":4:21), %arg2: index loc("input.mlir":4:26), %arg3: index loc("input.mlir":4:31), %arg4: index loc("input.mlir":4:81), %arg5: index loc("input.mlir":4:86), %arg6: index loc("input.mlir":4:91), %arg7: index loc("input.mlir":4:40), %arg8: index loc("input.mlir":4:51), %arg9: index loc("input.mlir":4:62), %arg10: index loc("input.mlir":4:100), %arg11: index loc("input.mlir":4:111), %arg12: index loc("input.mlir":4:122)):
      "test.use"(%arg1, %arg2, %arg3, %arg4, %arg5, %arg6) : (index, index, index, index, index, index) -> () loc(#loc17)
      %1 = "arith.index_cast"(%arg7) : (index) -> i32 loc(#loc18)
      %2 = "gpu.all_reduce"(%1) <{op = #gpu<all_reduce_op add>}> ({
      }) : (i32) -> i32 loc(#loc19)
      "gpu.terminator"() : () -> () loc(#loc20)
    }) {workgroup_attributions = 0 : i64} : (index, index, index, index, index, index) -> () loc(#loc4)
    "func.return"() : () -> () loc(#loc21)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":2:1)
#loc3 = loc("input.mlir":3:9)
#loc4 = loc("input.mlir":4:3)
#loc17 = loc("input.mlir":5:5)
#loc18 = loc("input.mlir":6:12)
#loc19 = loc("input.mlir":7:10)
#loc20 = loc("input.mlir":8:5)
#loc21 = loc("input.mlir":10:3)

