"builtin.module"() ({
  "func.func"() <{function_type = (i32) -> i32, sym_name = "callee", sym_visibility = "private"}> ({
  }) : () -> ()
  "func.func"() <{function_type = ((i32) -> i32, i32) -> i32, sym_name = "indirect_unknown"}> ({
  ^bb0(%arg0: (i32) -> i32, %arg1: i32):
    %0 = "func.call_indirect"(%arg0, %arg1) : ((i32) -> i32, i32) -> i32
    "func.return"(%0) : (i32) -> ()
  }) : () -> ()
}) : () -> ()

