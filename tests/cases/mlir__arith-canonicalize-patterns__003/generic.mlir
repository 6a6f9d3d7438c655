"builtin.module"() ({
  "func.func"() <{function_type = (i32) -> (i32, i32, i32, i32, i32, i32), sym_name = "subi_constants"}> ({
  ^bb0(%arg0: i32):
    %0 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %1 = "arith.constant"() <{value = 7 : i32}> : () -> i32
    %2 = "arith.addi"(%arg0, %0) <{overflowFlags = #arith.overflow<nsw>}> : (i32, i32) -> i32
    %3 = "arith.subi"(%2, %1) <{overflowFlags = #arith.overflow<nsw>}> : (i32, i32) -> i32
    %4 = "arith.subi"(%1, %2) <{overflowFlags = #arith.overflow<nsw>}> : (i32, i32) -> i32
    %5 = "arith.subi"(%arg0, %0) <{overflowFlags = #arith.overflow<nuw>}> : (i32, i32) -> i32
    %6 = "arith.subi"(%5, %1) <{overflowFlags = #arith.overflow<nuw>}> : (i32, i32) -> i32
    %7 = "arith.subi"(%1, %5) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %8 = "arith.subi"(%0, %arg0) <{overflowFlags = #arith.overflow<nsw, nuw>}> : (i32, i32) -> i32
    %9 = "arith.subi"(%8, %1) <{overflowFlags = #arith.overflow<nsw>}> : (i32, i32) -> i32
    %10 = "arith.subi"(%1, %8) <{overflowFlags = #arith.overflow<nsw, nuw>}> : (i32, i32) -> i32
    "func.return"(%3, %4, %6, %7, %9, %10) : (i32, i32, i32, i32, i32, i32) -> ()
  }) : () -> ()
}) : () -> ()

