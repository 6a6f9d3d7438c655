"builtin.module"() ({
  "func.func"() <{function_type = (i1) -> i64, sym_name = "execute_region"}> ({
  ^bb0(%arg0: i1):
    %0 = "scf.execute_region"() ({
      "cf.cond_br"(%arg0)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
    ^bb1:  // pred: ^bb0
      %1 = "arith.constant"() <{value = 1 : i64}> : () -> i64
      "scf.yield"(%1) : (i64) -> ()
    ^bb2:  // pred: ^bb0
      %2 = "arith.constant"() <{value = 2 : i64}> : () -> i64
      "scf.yield"(%2) : (i64) -> ()
    }) : () -> i64
    "func.return"(%0) : (i64) -> ()
  }) : () -> ()
}) : () -> ()

