"builtin.module"() ({
  "func.func"() <{function_type = () -> (i1, i1, i65, i65, i128), sym_name = "shifts_wide"}> ({
    %0 = "arith.constant"() <{value = true}> : () -> i1
    %1 = "arith.constant"() <{value = false}> : () -> i1
    %2 = "arith.shli"(%0, %1) <{overflowFlags = #arith.overflow<none>}> : (i1, i1) -> i1
    %3 = "arith.shrsi"(%0, %0) : (i1, i1) -> i1
    %4 = "arith.constant"() <{value = -18446744073709551616 : i65}> : () -> i65
    %5 = "arith.constant"() <{value = 64 : i65}> : () -> i65
    %6 = "arith.shrsi"(%4, %5) : (i65, i65) -> i65
    %7 = "arith.shrui"(%4, %5) : (i65, i65) -> i65
    %8 = "arith.constant"() <{value = 1 : i128}> : () -> i128
    %9 = "arith.constant"() <{value = 127 : i128}> : () -> i128
    %10 = "arith.shli"(%8, %9) <{overflowFlags = #arith.overflow<none>}> : (i128, i128) -> i128
    "func.return"(%2, %3, %6, %7, %10) : (i1, i1, i65, i65, i128) -> ()
  }) : () -> ()
}) : () -> ()

