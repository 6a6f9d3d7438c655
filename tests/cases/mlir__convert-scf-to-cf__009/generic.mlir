"builtin.module"() ({
  "func.func"() <{function_type = (index) -> (), sym_name = "forall"}> ({
  ^bb0(%arg0: index):
    "scf.forall"(%arg0) <{operandSegmentSizes = array<i32: 0, 1, 0, 0>, staticLowerBound = array<i64: 0, 0>, staticStep = array<i64: 1, 1>, staticUpperBound = array<i64: -9223372036854775808, 8>}> ({
    ^bb0(%arg1: index, %arg2: index):
      "foo.use"(%arg1, %arg2) : (index, index) -> ()
      "scf.forall.in_parallel"() ({
      ^bb0:
      }) : () -> ()
    }) : (index) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

