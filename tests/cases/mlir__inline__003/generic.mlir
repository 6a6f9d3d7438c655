"builtin.module"() ({
  "builtin.module"() <{sym_name = "inner"}> ({
    "func.func"() <{function_type = (i32) -> i32, sym_name = "f", sym_visibility = "private"}> ({
    ^bb0(%arg6: i32):
      "func.return"(%arg6) : (i32) -> ()
    }) : () -> ()
    "func.func"() <{function_type = (i32) -> i32, sym_name = "g"}> ({
    ^bb0(%arg5: i32):
      %3 = "func.call"(%arg5) <{callee = @f}> : (i32) -> i32
      "func.return"(%3) : (i32) -> ()
    }) : () -> ()
  }) : () -> ()
  "builtin.module"() <{sym_name = "inner2", sym_visibility = "private"}> ({
    "func.func"() <{function_type = (i32) -> i32, sym_name = "f", sym_visibility = "nested"}> ({
    ^bb0(%arg4: i32):
      "func.return"(%arg4) : (i32) -> ()
    }) : () -> ()
    "func.func"() <{function_type = (i32) -> i32, sym_name = "g"}> ({
    ^bb0(%arg3: i32):
      %2 = "func.call"(%arg3) <{callee = @f}> : (i32) -> i32
      "func.return"(%2) : (i32) -> ()
    }) : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32) -> i32, sym_name = "h", sym_visibility = "private"}> ({
  ^bb0(%arg2: i32):
    %1 = "func.call"(%arg2) <{callee = @h2}> : (i32) -> i32
    "func.return"(%1) : (i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32) -> i32, sym_name = "k"}> ({
  ^bb0(%arg1: i32):
    %0 = "func.call"(%arg1) <{callee = @h}> : (i32) -> i32
    "func.return"(%0) : (i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32) -> i32, sym_name = "h2", sym_visibility = "private"}> ({
  ^bb0(%arg0: i32):
    "func.return"(%arg0) : (i32) -> ()
  }) : () -> ()
}) : () -> ()

