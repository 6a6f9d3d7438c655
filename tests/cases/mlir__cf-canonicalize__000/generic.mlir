"builtin.module"() ({
  "func.func"() <{function_type = (i1) -> (), sym_name = "assert_true"}> ({
  ^bb0(%arg0: i1):
    %0 = "arith.constant"() <{value = true}> : () -> i1
    "cf.assert"(%0) <{msg = "always"}> : (i1) -> ()
    "cf.assert"(%arg0) <{msg = "sometimes"}> : (i1) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

