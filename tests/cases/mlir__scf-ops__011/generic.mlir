"builtin.module"() ({
  "func.func"() <{function_type = () -> i64, sym_name = "execute_region"}> ({
    %0 = "scf.execute_region"() ({
      %8 = "arith.constant"() <{value = 1 : i64}> : () -> i64
      "scf.yield"(%8) : (i64) -> ()
    }) : () -> i64
    %1:2 = "scf.execute_region"() ({
      %7 = "arith.constant"() <{value = 1 : i64}> : () -> i64
      "scf.yield"(%7, %7) : (i64, i64) -> ()
    }) : () -> (i64, i64)
    %2 = "test.cmp"() : () -> i1
    %3 = "scf.execute_region"() ({
      "cf.cond_br"(%2)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
    ^bb1:  // pred: ^bb0
      %4 = "arith.constant"() <{value = 1 : i32}> : () -> i32
      "cf.br"(%4)[^bb3] : (i32) -> ()
    ^bb2:  // pred: ^bb0
      %5 = "arith.constant"() <{value = 2 : i32}> : () -> i32
      "cf.br"(%5)[^bb3] : (i32) -> ()
    ^bb3(%6: i32):  // 2 preds: ^bb1, ^bb2
      "scf.yield"(%6) : (i32) -> ()
    }) : () -> i32
    "scf.execute_region"() ({
      "test.foo"() : () -> ()
      "scf.yield"() : () -> ()
    }) : () -> ()
    "func.return"(%0) : (i64) -> ()
  }) : () -> ()
}) : () -> ()

