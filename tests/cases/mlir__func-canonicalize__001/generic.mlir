"builtin.module"() ({
  "func.func"() <{function_type = (i32) -> i32, sym_name = "callee", sym_visibility = "private"}> ({
  }) : () -> ()
  "func.func"() <{function_type = (i32) -> i32, sym_name = "indirect_with_attrs"}> ({
  ^bb0(%arg0: i32):
    "test.before"() : () -> ()
    %0 = "func.constant"() <{value = @callee}> : () -> ((i32) -> i32)
    %1 = "func.call_indirect"(%0, %arg0) <{arg_attrs = [{test.attr}]}> : ((i32) -> i32, i32) -> i32
    "func.return"(%1) : (i32) -> ()
  }) : () -> ()
}) : () -> ()

