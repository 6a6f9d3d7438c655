"builtin.module"() ({
  "func.func"() <{function_type = () -> i32, sym_name = "up_propagate_region"}> ({
    %0 = "foo.region"() ({
      %1 = "arith.constant"() <{value = 0 : i32}> : () -> i32
      %2 = "arith.constant"() <{value = true}> : () -> i1
      "cf.cond_br"(%2, %1)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 0, 1>}> : (i1, i32) -> ()
    ^bb1:  // pred: ^bb0
      %3 = "arith.constant"() <{value = 1 : i32}> : () -> i32
      "cf.br"(%3)[^bb2] : (i32) -> ()
    ^bb2(%4: i32):  // 2 preds: ^bb0, ^bb1
      %5 = "arith.constant"() <{value = 1 : i32}> : () -> i32
      %6 = "arith.addi"(%4, %5) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "foo.yield"(%6) : (i32) -> ()
    }) : () -> i32
    "func.return"(%0) : (i32) -> ()
  }) : () -> ()
}) : () -> ()

