"builtin.module"() ({
  "func.func"() <{function_type = (index, f32) -> (), sym_name = "reductions"}> ({
  ^bb0(%arg0: index, %arg1: f32):
    "gpu.launch"(%arg0, %arg0, %arg0, %arg0, %arg0, %arg0) <{operandSegmentSizes = array<i32: 0, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0>}> ({
    ^bb0(%arg2: index, %arg3: index, %arg4: index, %arg5: index, %arg6: index, %arg7: index, %arg8: index, %arg9: index, %arg10: index, %arg11: index, %arg12: index, %arg13: index):
      %0 = "gpu.all_reduce"(%arg1) <{op = #gpu<all_reduce_op mul>}> ({
      }) : (f32) -> f32
      %1 = "gpu.subgroup_reduce"(%0) <{cluster_stride = 1 : i32, op = #gpu<all_reduce_op add>}> : (f32) -> f32
      %2 = "gpu.subgroup_reduce"(%1) <{cluster_size = 1 : i32, cluster_stride = 1 : i32, op = #gpu<all_reduce_op add>}> : (f32) -> f32
      "test.use"(%2) : (f32) -> ()
      "gpu.terminator"() : () -> ()
    }) {workgroup_attributions = 0 : i64} : (index, index, index, index, index, index) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

