"builtin.module"() ({
  "func.func"() <{function_type = (index, index) -> (), sym_name = "forall_lb"}> ({
  ^bb0(%arg0: index, %arg1: index):
    "scf.forall"(%arg0, %arg1) <{operandSegmentSizes = array<i32: 1, 1, 0, 0>, staticLowerBound = array<i64: -9223372036854775808>, staticStep = array<i64: 3>, staticUpperBound = array<i64: -9223372036854775808>}> ({
    ^bb0(%arg2: index):
      "foo.use"(%arg2) : (index) -> ()
      "scf.forall.in_parallel"() ({
      ^bb0:
      }) : () -> ()
    }) : (index, index) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

