"builtin.module"() ({
  "func.func"() <{function_type = (i32, i32) -> (i32, i32, i32, i32, i32, i32), sym_name = "division_mul"}> ({
  ^bb0(%arg0: i32, %arg1: i32):
    %0 = "arith.muli"(%arg0, %arg1) <{overflowFlags = #arith.overflow<nuw>}> : (i32, i32) -> i32
    %1 = "arith.divui"(%0, %arg1) : (i32, i32) -> i32
    %2 = "arith.divui"(%0, %arg0) : (i32, i32) -> i32
    %3 = "arith.muli"(%arg0, %arg1) <{overflowFlags = #arith.overflow<nsw>}> : (i32, i32) -> i32
    %4 = "arith.divsi"(%3, %arg0) : (i32, i32) -> i32
    %5 = "arith.divui"(%3, %arg0) : (i32, i32) -> i32
    %6 = "arith.muli"(%arg0, %arg1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %7 = "arith.divsi"(%6, %arg1) : (i32, i32) -> i32
    %8 = "arith.muli"(%arg0, %arg1) <{overflowFlags = #arith.overflow<nsw, nuw>}> : (i32, i32) -> i32
    %9 = "arith.divui"(%8, %arg1) : (i32, i32) -> i32
    "func.return"(%1, %2, %4, %5, %7, %9) : (i32, i32, i32, i32, i32, i32) -> ()
  }) : () -> ()
}) : () -> ()

