"builtin.module"() ({
  "func.func"() <{function_type = (i1) -> i64, sym_name = "execute_region_multi"}> ({
  ^bb0(%arg0: i1):
    "test.foo"() : () -> ()
    %0 = "scf.execute_region"() ({
      "cf.cond_br"(%arg0)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
    ^bb1:  // pred: ^bb0
      %1 = "test.val1"() : () -> i64
      "cf.br"(%1)[^bb3] : (i64) -> ()
    ^bb2:  // pred: ^bb0
      %2 = "test.val2"() : () -> i64
      "cf.br"(%2)[^bb3] : (i64) -> ()
    ^bb3(%3: i64):  // 2 preds: ^bb1, ^bb2
      "scf.yield"(%3) : (i64) -> ()
    }) : () -> i64
    "test.bar"(%0) : (i64) -> ()
    "func.return"(%0) : (i64) -> ()
  }) : () -> ()
}) : () -> ()

