#loc2 = loc("input.mlir":2:23)
#loc3 = loc("input.mlir":2:35)
#loc5 = loc("input.mlir":3:21)
#loc6 = loc("input.mlir":3:26)
#loc7 = loc("input.mlir":3:31)
#loc8 = loc("input.mlir":3:81)
#loc9 = loc("input.mlir":3:86)
#loc10 = loc("input.mlir":3:91)
#loc11 = loc("input.mlir":3:40)
#loc12 = loc("input.mlir":3:51)
#loc13 = loc("input.mlir":3:62)
#loc14 = loc("input.mlir":3:100)
#loc15 = loc("input.mlir":3:111)
#loc16 = loc("input.mlir":3:122)
"builtin.module"() ({
  "func.func"() <{function_type = (index, f32) -> (), sym_name = "reductions"}> ({
  ^bb0(%arg0: index loc("input.mlir":2:23), %arg1: f32 loc("input.mlir":2:35)):
    "gpu.launch"(%arg0, %arg0, %arg0, %arg0, %arg0, %arg0) <{operandSegmentSizes = array<i32: 0, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0>}> ({
    ^bb0(%arg2: index loc("input.mlir":3:21), %arg3: index loc("input.mlir":3:26), %arg4: index loc("input.mlir":3:31), %arg5: index loc("input.mlir":3:81), %arg6: index loc("input.mlir":3:86), %arg7: index loc("input.mlir":3:91), %arg8: index loc("input.mlir":3:40), %arg9: index loc("input.mlir":3:51), %arg10: index loc("input.mlir":3:62), %arg11: index loc("input.mlir":3:100), %arg12: index loc("input.mlir":3:111), %arg13: index loc("input.mlir":3:122)):
      %0 = "gpu.all_reduce"(%arg1) <{op = #gpu<all_reduce_op mul>}> ({
      }) : (f32) -> f32 loc(#loc17)
      %1 = "gpu.subgroup_reduce"(%0) <{cluster_stride = 1 : i32, op = #gpu<all_reduce_op add>}> : (f32) -> f32 loc(#loc18)
      %2 = "gpu.subgroup_reduce"(%1) <{cluster_size = 1 : i32, cluster_stride = 1 : i32, op = #gpu<all_reduce_op add>}> : (f32) -> f32 loc(#loc19)
      "test.use"(%2) : (f32) -> () loc(#loc20)
      "gpu.terminator"() : () -> () loc(#loc21)
    }) {workgroup_attributions = 0 : i64} : (index, index, index, index, index, index) -> () loc(#loc4)
    "func.return"() : () -> () loc(#loc22)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":2:1)
#loc4 = loc("input.mlir":3:3)
#loc17 = loc("input.mlir":4:10)
#loc18 = loc("input.mlir":5:10)
#loc19 = loc("input.mlir":6:10)
#loc20 = loc("input.mlir":7:5)
#loc21 = loc("input.mlir":8:5)
#loc22 = loc("input.mlir":10:3)

