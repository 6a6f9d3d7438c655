"builtin.module"() ({
  "func.func"() <{function_type = (i32, i32) -> (i32, i32), sym_name = "while_align"}> ({
  ^bb0(%arg0: i32, %arg1: i32):
    %0:2 = "scf.while"(%arg0, %arg1) ({
    ^bb0(%arg4: i32, %arg5: i32):
      %2 = "test.cond"(%arg4, %arg5) : (i32, i32) -> i1
      "scf.condition"(%2, %arg5, %arg4) : (i1, i32, i32) -> ()
    }, {
    ^bb0(%arg2: i32, %arg3: i32):
      %1:2 = "test.next"(%arg2, %arg3) : (i32, i32) -> (i32, i32)
      "scf.yield"(%1#0, %1#1) : (i32, i32) -> ()
    }) : (i32, i32) -> (i32, i32)
    "func.return"(%0#0, %0#1) : (i32, i32) -> ()
  }) : () -> ()
}) : () -> ()

