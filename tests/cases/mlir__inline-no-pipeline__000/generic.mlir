"builtin.module"() ({
  "func.func"() <{function_type = (i1) -> i32, sym_name = "func_with_multi_return"}> ({
  ^bb0(%arg6: i1):
    "cf.cond_br"(%arg6)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
  ^bb1:  // pred: ^bb0
    %13 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    "func.return"(%13) : (i32) -> ()
  ^bb2:  // pred: ^bb0
    %14 = "arith.constant"() <{value = 55 : i32}> : () -> i32
    "func.return"(%14) : (i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> i32, sym_name = "inline_with_multi_return"}> ({
    %11 = "arith.constant"() <{value = false}> : () -> i1
    %12 = "func.call"(%11) <{callee = @func_with_multi_return}> : (i1) -> i32
    "func.return"(%12) : (i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32) -> i32, sym_name = "func_with_locations"}> ({
  ^bb0(%arg5: i32):
    %10 = "arith.addi"(%arg5, %arg5) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "func.return"(%10) : (i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32) -> i32, sym_name = "inline_with_locations"}> ({
  ^bb0(%arg4: i32):
    %9 = "func.call"(%arg4) <{callee = @func_with_locations}> : (i32) -> i32
    "func.return"(%9) : (i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32) -> i32, sym_name = "func_with_callsite_loc"}> ({
  ^bb0(%arg3: i32):
    %8 = "arith.addi"(%arg3, %arg3) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "func.return"(%8) : (i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32) -> i32, sym_name = "inline_callsite"}> ({
  ^bb0(%arg2: i32):
    %6 = "func.call"(%arg2) <{callee = @func_with_callsite_loc}> : (i32) -> i32
    %7 = "func.call"(%6) <{callee = @func_with_callsite_loc}> : (i32) -> i32
    "func.return"(%7) : (i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i1, i1) -> i32, sym_name = "multi_into_scf"}> ({
  ^bb0(%arg0: i1, %arg1: i1):
    %3 = "scf.if"(%arg0) ({
      %5 = "func.call"(%arg1) <{callee = @func_with_multi_return}> : (i1) -> i32
      "scf.yield"(%5) : (i32) -> ()
    }, {
      %4 = "arith.constant"() <{value = 1 : i32}> : () -> i32
      "scf.yield"(%4) : (i32) -> ()
    }) : (i1) -> i32
    "func.return"(%3) : (i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> i32, sym_name = "indirect"}> ({
    %0 = "func.constant"() <{value = @func_with_multi_return}> : () -> ((i1) -> i32)
    %1 = "arith.constant"() <{value = true}> : () -> i1
    %2 = "func.call_indirect"(%0, %1) : ((i1) -> i32, i1) -> i32
    "func.return"(%2) : (i32) -> ()
  }) : () -> ()
}) : () -> ()

