"builtin.module"() ({
  "func.func"() <{function_type = (i32, i32) -> (i32, i32, i32, i32, i8, i1, i65, i128, index), sym_name = "addi"}> ({
  ^bb0(%arg0: i32, %arg1: i32):
    %0 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %1 = "arith.addi"(%arg0, %0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %2 = "arith.subi"(%arg0, %arg1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %3 = "arith.addi"(%2, %arg1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %4 = "arith.addi"(%arg1, %2) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %5 = "arith.constant"() <{value = 100 : i8}> : () -> i8
    %6 = "arith.addi"(%5, %5) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %7 = "arith.constant"() <{value = true}> : () -> i1
    %8 = "arith.addi"(%7, %7) <{overflowFlags = #arith.overflow<none>}> : (i1, i1) -> i1
    %9 = "arith.constant"() <{value = 18446744073709551615 : i65}> : () -> i65
    %10 = "arith.constant"() <{value = 1 : i65}> : () -> i65
    %11 = "arith.addi"(%9, %10) <{overflowFlags = #arith.overflow<none>}> : (i65, i65) -> i65
    %12 = "arith.constant"() <{value = -170141183460469231731687303715884105728 : i128}> : () -> i128
    %13 = "arith.constant"() <{value = -1 : i128}> : () -> i128
    %14 = "arith.addi"(%12, %13) <{overflowFlags = #arith.overflow<none>}> : (i128, i128) -> i128
    %15 = "arith.constant"() <{value = 9223372036854775807 : index}> : () -> index
    %16 = "arith.constant"() <{value = 1 : index}> : () -> index
    %17 = "arith.addi"(%15, %16) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %18 = "arith.constant"() <{value = 5 : i32}> : () -> i32
    %19 = "arith.addi"(%18, %arg0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "func.return"(%1, %3, %4, %19, %6, %8, %11, %14, %17) : (i32, i32, i32, i32, i8, i1, i65, i128, index) -> ()
  }) : () -> ()
}) : () -> ()

