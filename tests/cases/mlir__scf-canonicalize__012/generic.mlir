"builtin.module"() ({
  "func.func"() <{function_type = (index, index, index, i32, i32, i32) -> (i32, i32, i32), sym_name = "for_iter_args"}> ({
  ^bb0(%arg0: index, %arg1: index, %arg2: index, %arg3: i32, %arg4: i32, %arg5: i32):
    %0:4 = "scf.for"(%arg0, %arg1, %arg2, %arg3, %arg4, %arg5, %arg3) ({
    ^bb0(%arg6: index, %arg7: i32, %arg8: i32, %arg9: i32, %arg10: i32):
      %1 = "test.op"(%arg9) : (i32) -> i32
      "scf.yield"(%arg7, %arg4, %1, %arg10) : (i32, i32, i32, i32) -> ()
    }) : (index, index, index, i32, i32, i32, i32) -> (i32, i32, i32, i32)
    "func.return"(%0#0, %0#1, %0#2) : (i32, i32, i32) -> ()
  }) : () -> ()
}) : () -> ()

