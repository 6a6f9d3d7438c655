"builtin.module"() ({
  "func.func"() <{function_type = (i32, f32) -> (i32, f32), sym_name = "decl", sym_visibility = "private"}> ({
  }) : () -> ()
  "func.func"() <{arg_attrs = [{test.noalias}, {}], function_type = (i32, f32) -> i32, res_attrs = [{foo.bar = 1 : i64}], sym_name = "decl_attrs", sym_visibility = "private"}> ({
  }) {sym.x = "y"} : () -> ()
  "func.func"() <{function_type = () -> (), sym_name = "nested_vis", sym_visibility = "nested"}> ({
  }) : () -> ()
  "func.func"() <{function_type = (i32) -> i32, sym_name = "pub", sym_visibility = "public"}> ({
  ^bb0(%arg14: i32):
    "func.return"(%arg14) : (i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (), sym_name = "no_results"}> ({
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, f32) -> (i32, f32), sym_name = "multi"}> ({
  ^bb0(%arg12: i32, %arg13: f32):
    %11:2 = "func.call"(%arg12, %arg13) <{callee = @decl}> : (i32, f32) -> (i32, f32)
    %12:2 = "func.call"(%arg12, %arg13) <{callee = @decl}> {attr = 1 : i64} : (i32, f32) -> (i32, f32)
    %13 = "func.constant"() <{value = @decl}> : () -> ((i32, f32) -> (i32, f32))
    %14:2 = "func.call_indirect"(%13, %arg12, %arg13) : ((i32, f32) -> (i32, f32), i32, f32) -> (i32, f32)
    %15:2 = "func.call_indirect"(%13, %arg12, %arg13) : ((i32, f32) -> (i32, f32), i32, f32) -> (i32, f32)
    "func.return"(%11#0, %14#1) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{test.attr = 3 : i32}, {test.noalias}], function_type = (i32, memref<?xf32>) -> i32, res_attrs = [{test.res}], sym_name = "arg_attrs"}> ({
  ^bb0(%arg10: i32, %arg11: memref<?xf32>):
    "func.return"(%arg10) : (i32) -> ()
  }) {passthrough = ["noinline"]} : () -> ()
  "func.func"() <{function_type = (i32) -> (), sym_name = "varargs_like"}> ({
  ^bb0(%arg9: i32):
    "func.return"() : () -> ()
  }) {llvm.emit_c_interface} : () -> ()
  "func.func"() <{function_type = ((i32) -> i32, () -> ()) -> ((i32) -> i32), sym_name = "fn_type_arg"}> ({
  ^bb0(%arg7: (i32) -> i32, %arg8: () -> ()):
    "func.return"(%arg7) : ((i32) -> i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32) -> (), sym_name = "with_loc"}> ({
  ^bb0(%arg6: i32):
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i1, i32, i32, f32) -> i32, sym_name = "cf"}> ({
  ^bb0(%arg2: i1, %arg3: i32, %arg4: i32, %arg5: f32):
    "cf.assert"(%arg2) <{msg = "must be true"}> : (i1) -> ()
    "cf.assert"(%arg2) <{msg = "with \22quotes\22 and \0A newline"}> : (i1) -> ()
    "cf.br"(%arg3)[^bb1] : (i32) -> ()
  ^bb1(%5: i32):  // 2 preds: ^bb0, ^bb6
    "cf.cond_br"(%arg2, %5, %arg5)[^bb2, ^bb3] <{operandSegmentSizes = array<i32: 1, 2, 0>}> : (i1, i32, f32) -> ()
  ^bb2(%6: i32, %7: f32):  // pred: ^bb1
    "cf.cond_br"(%arg2, %6)[^bb3, ^bb4] <{branch_weights = array<i32: 1, 2>, operandSegmentSizes = array<i32: 1, 0, 1>}> : (i1, i32) -> ()
  ^bb3:  // 2 preds: ^bb1, ^bb2
    "cf.switch"(%arg3, %arg3, %arg4, %arg3, %arg4)[^bb4, ^bb5, ^bb4, ^bb6] <{case_operand_segments = array<i32: 2, 1, 0>, case_values = dense<[42, -3, 43]> : vector<3xi32>, operandSegmentSizes = array<i32: 1, 1, 3>}> : (i32, i32, i32, i32, i32) -> ()
  ^bb4(%8: i32):  // 3 preds: ^bb2, ^bb3, ^bb3
    "func.return"(%8) : (i32) -> ()
  ^bb5(%9: i32, %10: i32):  // pred: ^bb3
    "cf.br"()[^bb6] : () -> ()
  ^bb6:  // 2 preds: ^bb3, ^bb5
    "cf.switch"(%arg3, %arg3)[^bb1] <{case_operand_segments = array<i32>, operandSegmentSizes = array<i32: 1, 1, 0>}> : (i32, i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i8) -> (), sym_name = "cf_switch_i8"}> ({
  ^bb0(%arg1: i8):
    "cf.switch"(%arg1)[^bb1, ^bb1, ^bb2] <{case_operand_segments = array<i32: 0, 0>, case_values = dense<[-1, 1]> : vector<2xi8>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i8) -> ()
  ^bb1:  // 3 preds: ^bb0, ^bb0, ^bb2
    "func.return"() : () -> ()
  ^bb2:  // pred: ^bb0
    "cf.br"()[^bb1] : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (i32, f32, vector<4xi32>, index), sym_name = "ub_ops"}> ({
    %0 = "ub.poison"() <{value = #ub.poison}> : () -> i32
    %1 = "ub.poison"() <{value = #ub.poison}> : () -> f32
    %2 = "ub.poison"() <{value = #ub.poison}> : () -> vector<4xi32>
    %3 = "ub.poison"() <{value = #ub.poison}> : () -> index
    %4 = "ub.poison"() <{value = #ub.poison}> {foo} : () -> i64
    "func.return"(%0, %1, %2, %3) : (i32, f32, vector<4xi32>, index) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (), sym_name = "unreach"}> ({
    "ub.unreachable"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i1) -> (), sym_name = "empty_blocks"}> ({
  ^bb0(%arg0: i1):
    "cf.cond_br"(%arg0)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
  ^bb1:  // pred: ^bb0
    "cf.br"()[^bb2] : () -> ()
  ^bb2:  // 2 preds: ^bb0, ^bb1
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

