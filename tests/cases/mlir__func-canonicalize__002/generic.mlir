"builtin.module"() ({
  "func.func"() <{function_type = () -> (), sym_name = "callee", sym_visibility = "private"}> ({
  }) : () -> ()
  "func.func"() <{function_type = () -> (), sym_name = "constants_uniqued"}> ({
    %0 = "func.constant"() <{value = @callee}> : () -> (() -> ())
    %1 = "func.constant"() <{value = @callee}> : () -> (() -> ())
    "test.use"(%0, %1) : (() -> (), () -> ()) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

