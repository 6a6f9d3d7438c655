"builtin.module"() ({
  "func.func"() <{function_type = (i32) -> i32, sym_name = "unknown_region"}> ({
  ^bb0(%arg0: i32):
    %0 = "foo.region"() ({
      %3 = "arith.constant"() <{value = 1 : i32}> : () -> i32
      %4 = "arith.constant"() <{value = 2 : i32}> : () -> i32
      %5 = "arith.addi"(%3, %4) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "foo.yield"(%5) : (i32) -> ()
    }) : () -> i32
    %1 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %2 = "arith.addi"(%0, %1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "func.return"(%2) : (i32) -> ()
  }) : () -> ()
}) : () -> ()

