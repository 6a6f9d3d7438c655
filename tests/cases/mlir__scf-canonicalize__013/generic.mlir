"builtin.module"() ({
  "func.func"() <{function_type = (index, index, index, i32) -> (i32, i32), sym_name = "for_dup_iter_args"}> ({
  ^bb0(%arg0: index, %arg1: index, %arg2: index, %arg3: i32):
    %0:2 = "scf.for"(%arg0, %arg1, %arg2, %arg3, %arg3) ({
    ^bb0(%arg4: index, %arg5: i32, %arg6: i32):
      %1 = "test.op"(%arg5, %arg6) : (i32, i32) -> i32
      "scf.yield"(%1, %1) : (i32, i32) -> ()
    }) : (index, index, index, i32, i32) -> (i32, i32)
    "func.return"(%0#0, %0#1) : (i32, i32) -> ()
  }) : () -> ()
}) : () -> ()

