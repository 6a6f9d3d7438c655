"builtin.module"() ({
  "func.func"() <{function_type = (index) -> (), sym_name = "launch_ids"}> ({
  ^bb0(%arg0: index):
    %0 = "arith.constant"() <{value = 1 : index}> : () -> index
    "gpu.launch"(%0, %arg0, %0, %0, %0, %arg0) <{operandSegmentSizes = array<i32: 0, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0>}> ({
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index, %arg5: index, %arg6: index, %arg7: index, %arg8: index, %arg9: index, %arg10: index, %arg11: index, %arg12: index):
      "test.use"(%arg1, %arg2, %arg3, %arg4, %arg5, %arg6) : (index, index, index, index, index, index) -> ()
      %1 = "arith.index_cast"(%arg7) : (index) -> i32
      %2 = "gpu.all_reduce"(%1) <{op = #gpu<all_reduce_op add>}> ({
      }) : (i32) -> i32
      "gpu.terminator"() : () -> ()
    }) {workgroup_attributions = 0 : i64} : (index, index, index, index, index, index) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

