"builtin.module"() ({
  "test.module"() <{sym_name = "a"}> ({
    "func.func"() <{function_type = () -> index, sym_name = "foo"}> ({
      %2 = "test.thread_id"() <{dimension = 0 : i32}> : () -> index
      "func.return"(%2) : (index) -> ()
    }) : () -> ()
  }) : () -> ()
  "test.module"() <{sym_name = "b"}> ({
    "func.func"() <{function_type = (index) -> index, sym_name = "bar"}> ({
    ^bb0(%arg0: index):
      %0 = "test.thread_id"() <{dimension = 0 : i32}> : () -> index
      %1 = "arith.addi"(%arg0, %0) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      "func.return"(%1) : (index) -> ()
    }) : () -> ()
  }) : () -> ()
}) : () -> ()

