"builtin.module"() ({
  "func.func"() <{function_type = () -> (i128, i128, i65, i65, i256), sym_name = "wide_division"}> ({
    %0 = "arith.constant"() <{value = 170141183460469231731687303715884105727 : i128}> : () -> i128
    %1 = "arith.constant"() <{value = 3 : i128}> : () -> i128
    %2 = "arith.divsi"(%0, %1) : (i128, i128) -> i128
    %3 = "arith.remui"(%0, %1) : (i128, i128) -> i128
    %4 = "arith.constant"() <{value = -18446744073709551616 : i65}> : () -> i65
    %5 = "arith.constant"() <{value = 7 : i65}> : () -> i65
    %6 = "arith.divsi"(%4, %5) : (i65, i65) -> i65
    %7 = "arith.divui"(%4, %5) : (i65, i65) -> i65
    %8 = "arith.constant"() <{value = -1 : i256}> : () -> i256
    %9 = "arith.constant"() <{value = 340282366920938463463374607431768211457 : i256}> : () -> i256
    %10 = "arith.divui"(%8, %9) : (i256, i256) -> i256
    "func.return"(%2, %3, %6, %7, %10) : (i128, i128, i65, i65, i256) -> ()
  }) : () -> ()
}) : () -> ()

