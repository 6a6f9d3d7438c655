"builtin.module"() ({
  "func.func"() <{function_type = (index, index, index, i32) -> (i32, i32), sym_name = "a"}> ({
  ^bb0(%arg6: index, %arg7: index, %arg8: index, %arg9: i32):
    %10 = "scf.for"(%arg6, %arg7, %arg8, %arg9) ({
    ^bb0(%arg12: index, %arg13: i32):
      %13 = "arith.addi"(%arg13, %arg9) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%13) : (i32) -> ()
    }) : (index, index, index, i32) -> i32
    %11 = "scf.for"(%arg6, %arg7, %arg8, %arg9) ({
    ^bb0(%arg10: index, %arg11: i32):
      %12 = "arith.addi"(%arg9, %arg11) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%12) : (i32) -> ()
    }) : (index, index, index, i32) -> i32
    "func.return"(%10, %11) : (i32, i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, i1) -> (i32, i32), sym_name = "b"}> ({
  ^bb0(%arg3: i32, %arg4: i32, %arg5: i1):
    %6 = "scf.if"(%arg5) ({
      %9 = "arith.addi"(%arg3, %arg4) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%9) : (i32) -> ()
    }, {
      "scf.yield"(%arg3) : (i32) -> ()
    }) : (i1) -> i32
    %7 = "scf.if"(%arg5) ({
      %8 = "arith.addi"(%arg4, %arg3) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%8) : (i32) -> ()
    }, {
      "scf.yield"(%arg3) : (i32) -> ()
    }) : (i1) -> i32
    "func.return"(%6, %7) : (i32, i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, i1) -> (i32, i32), sym_name = "c"}> ({
  ^bb0(%arg0: i32, %arg1: i32, %arg2: i1):
    %0 = "scf.if"(%arg2) ({
      %4 = "arith.addi"(%arg0, %arg1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %5 = "arith.muli"(%4, %arg0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%5) : (i32) -> ()
    }, {
      "scf.yield"(%arg0) : (i32) -> ()
    }) : (i1) -> i32
    %1 = "scf.if"(%arg2) ({
      %2 = "arith.addi"(%arg0, %arg1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %3 = "arith.muli"(%arg0, %2) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%3) : (i32) -> ()
    }, {
      "scf.yield"(%arg0) : (i32) -> ()
    }) : (i1) -> i32
    "func.return"(%0, %1) : (i32, i32) -> ()
  }) : () -> ()
}) : () -> ()

