"builtin.module"() ({
  "func.func"() <{function_type = (i32, i32) -> i32, sym_name = "pub"}> ({
  ^bb0(%arg0: i32, %arg1: i32):
    %0 = "arith.muli"(%arg1, %arg1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "func.return"(%arg0) : (i32) -> ()
  }) : () -> ()
}) : () -> ()

