"builtin.module"() ({
  "foo.table"() ({
    "func.func"() <{function_type = (i32) -> i32, sym_name = "f", sym_visibility = "private"}> ({
    ^bb0(%arg1: i32):
      "func.return"(%arg1) : (i32) -> ()
    }) : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32) -> i32, sym_name = "g"}> ({
  ^bb0(%arg0: i32):
    %0 = "arith.addi"(%arg0, %arg0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "func.return"(%arg0) : (i32) -> ()
  }) : () -> ()
}) : () -> ()

