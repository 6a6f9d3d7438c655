"builtin.module"() ({
  "func.func"() <{arg_attrs = [{test.a}, {test.b}, {}], function_type = (i32, i32, i32) -> (i32, i32), res_attrs = [{test.r0}, {test.r1}], sym_name = "attrs", sym_visibility = "private"}> ({
  ^bb0(%arg1: i32, %arg2: i32, %arg3: i32):
    "func.return"(%arg2, %arg1) : (i32, i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32) -> i32, sym_name = "use_attrs"}> ({
  ^bb0(%arg0: i32):
    %0:2 = "func.call"(%arg0, %arg0, %arg0) <{callee = @attrs}> : (i32, i32, i32) -> (i32, i32)
    "func.return"(%0#1) : (i32) -> ()
  }) : () -> ()
}) : () -> ()

