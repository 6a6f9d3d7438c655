"builtin.module"() ({
  "func.func"() <{function_type = (i32) -> i32, sym_name = "func_with_arg"}> ({
  ^bb0(%arg15: i32):
    %21 = "arith.addi"(%arg15, %arg15) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "func.return"(%21) : (i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32) -> i32, sym_name = "inline_with_arg"}> ({
  ^bb0(%arg14: i32):
    %20 = "func.call"(%arg14) <{callee = @func_with_arg}> : (i32) -> i32
    "func.return"(%20) : (i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i1) -> i32, sym_name = "func_with_multi_return"}> ({
  ^bb0(%arg13: i1):
    "cf.cond_br"(%arg13)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
  ^bb1:  // pred: ^bb0
    %18 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    "func.return"(%18) : (i32) -> ()
  ^bb2:  // pred: ^bb0
    %19 = "arith.constant"() <{value = 55 : i32}> : () -> i32
    "func.return"(%19) : (i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> i32, sym_name = "inline_with_multi_return"}> ({
    %16 = "arith.constant"() <{value = false}> : () -> i1
    %17 = "func.call"(%16) <{callee = @func_with_multi_return}> : (i1) -> i32
    "func.return"(%17) : (i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32) -> i32, sym_name = "func_with_locations"}> ({
  ^bb0(%arg12: i32):
    %15 = "arith.addi"(%arg12, %arg12) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "func.return"(%15) : (i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32) -> i32, sym_name = "inline_with_locations"}> ({
  ^bb0(%arg11: i32):
    %14 = "func.call"(%arg11) <{callee = @func_with_locations}> : (i32) -> i32
    "func.return"(%14) : (i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (), sym_name = "func_external", sym_visibility = "private"}> ({
  }) : () -> ()
  "func.func"() <{function_type = () -> (), sym_name = "no_inline_external"}> ({
    "func.call"() <{callee = @func_external}> : () -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (), sym_name = "multilevel_func_a"}> ({
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (), sym_name = "multilevel_func_b"}> ({
    "func.call"() <{callee = @multilevel_func_a}> : () -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32) -> i32, sym_name = "convert_callee_fn"}> ({
  ^bb0(%arg10: i32):
    "func.return"(%arg10) : (i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32) -> (), sym_name = "convert_callee_fn_multi_arg"}> ({
  ^bb0(%arg8: i32, %arg9: i32):
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (i32, i32), sym_name = "convert_callee_fn_multi_res"}> ({
    %13 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    "func.return"(%13, %13) : (i32, i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> i32, sym_name = "convert_callee_fn_multiblock"}> ({
    "cf.br"()[^bb1] : () -> ()
  ^bb1:  // pred: ^bb0
    %12 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    "func.return"(%12) : (i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> i32, sym_name = "simplify_return_constant"}> ({
    %11 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    "func.return"(%11) : (i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (() -> i32), sym_name = "simplify_return_reference"}> ({
    %10 = "func.constant"() <{value = @simplify_return_constant}> : () -> (() -> i32)
    "func.return"(%10) : (() -> i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> i32, sym_name = "inline_simplify"}> ({
    %8 = "func.call"() <{callee = @simplify_return_reference}> : () -> (() -> i32)
    %9 = "func.call_indirect"(%8) : (() -> i32) -> i32
    "func.return"(%9) : (i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32) -> (), sym_name = "func_with_block_args_location", sym_visibility = "private"}> ({
  ^bb0(%arg7: i32):
    "cf.br"(%arg7)[^bb1] : (i32) -> ()
  ^bb1(%7: i32):  // pred: ^bb0
    "foo.bar"(%7) : (i32) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32) -> (), sym_name = "func_with_block_args_location_callee1"}> ({
  ^bb0(%arg6: i32):
    "func.call"(%arg6) <{callee = @func_with_block_args_location}> : (i32) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32) -> (), sym_name = "func_with_block_args_location_callee2"}> ({
  ^bb0(%arg5: i32):
    "func.call"(%arg5) <{callee = @func_with_block_args_location}> : (i32) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i1) -> (), sym_name = "func_with_multiple_blocks_callee2"}> ({
  ^bb0(%arg1: i32, %arg2: i1):
    %6 = "scf.while"(%arg1) ({
    ^bb0(%arg4: i32):
      "func.call"(%arg1) <{callee = @func_with_block_args_location_callee2}> : (i32) -> ()
      "scf.condition"(%arg2, %arg4) : (i1, i32) -> ()
    }, {
    ^bb0(%arg3: i32):
      "scf.yield"(%arg3) : (i32) -> ()
    }) : (i32) -> i32
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (complex<f32>) -> complex<f32>, sym_name = "double_square_complex"}> ({
  ^bb0(%arg0: complex<f32>):
    %4 = "complex.add"(%arg0, %arg0) <{fastmath = #arith.fastmath<none>}> : (complex<f32>, complex<f32>) -> complex<f32>
    %5 = "complex.mul"(%4, %4) <{fastmath = #arith.fastmath<none>}> : (complex<f32>, complex<f32>) -> complex<f32>
    "func.return"(%5) : (complex<f32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> complex<f32>, sym_name = "inline_with_complex_ops"}> ({
    %0 = "arith.constant"() <{value = 1.000000e+00 : f32}> : () -> f32
    %1 = "arith.constant"() <{value = 2.000000e+00 : f32}> : () -> f32
    %2 = "complex.create"(%0, %1) : (f32, f32) -> complex<f32>
    %3 = "func.call"(%2) <{callee = @double_square_complex}> : (complex<f32>) -> complex<f32>
    "func.return"(%3) : (complex<f32>) -> ()
  }) : () -> ()
}) : () -> ()

