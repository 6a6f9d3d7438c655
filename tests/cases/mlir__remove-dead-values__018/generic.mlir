"builtin.module"() ({
  "func.func"() <{arg_attrs = [{test.a}, {}], function_type = (i32, i32) -> (i32, i32), res_attrs = [{}, {test.r1}], sym_name = "attrs2", sym_visibility = "private"}> ({
  ^bb0(%arg1: i32, %arg2: i32):
    "func.return"(%arg2, %arg1) : (i32, i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32) -> i32, sym_name = "use_attrs2"}> ({
  ^bb0(%arg0: i32):
    %0:2 = "func.call"(%arg0, %arg0) <{callee = @attrs2}> : (i32, i32) -> (i32, i32)
    "func.return"(%0#0) : (i32) -> ()
  }) : () -> ()
}) : () -> ()

