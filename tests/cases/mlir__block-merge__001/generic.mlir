"builtin.module"() ({
  "func.func"() <{function_type = () -> i32, sym_name = "matching_args"}> ({
    "foo.cond_br"()[^bb1, ^bb2] : () -> ()
  ^bb1(%0: i32):  // pred: ^bb0
    %1 = "arith.muli"(%0, %0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "func.return"(%1) : (i32) -> ()
  ^bb2(%2: i32):  // pred: ^bb0
    %3 = "arith.muli"(%2, %2) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "func.return"(%3) : (i32) -> ()
  }) : () -> ()
}) : () -> ()

