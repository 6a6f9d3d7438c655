#loc5 = loc("input.mlir":4:23)
#loc10 = loc("input.mlir":10:18)
#loc11 = loc("input.mlir":10:27)
#loc19 = loc("input.mlir":18:22)
#loc20 = loc("input.mlir":18:53)
#loc23 = loc("input.mlir":21:25)
#loc26 = loc("input.mlir":24:24)
#loc27 = loc("input.mlir":24:42)
#loc30 = loc("x")
#loc33 = loc("input.mlir":30:15)
#loc34 = loc("input.mlir":30:23)
#loc35 = loc("input.mlir":30:32)
#loc36 = loc("input.mlir":30:41)
#loc40 = loc("input.mlir":34:6)
#loc42 = loc("input.mlir":36:6)
#loc43 = loc("input.mlir":36:15)
#loc46 = loc("input.mlir":45:6)
#loc48 = loc("input.mlir":47:6)
#loc49 = loc("input.mlir":47:15)
#loc53 = loc("input.mlir":54:25)
#loc67 = loc("input.mlir":76:25)
"builtin.module"() ({
  "func.func"() <{function_type = (i32, f32) -> (i32, f32), sym_name = "decl", sym_visibility = "private"}> ({
  }) : () -> () loc(#loc1)
  "func.func"() <{arg_attrs = [{test.noalias}, {}], function_type = (i32, f32) -> i32, res_attrs = [{foo.bar = 1 : i64}], sym_name = "decl_attrs", sym_visibility = "private"}> ({
  }) {sym.x = "y"} : () -> () loc(#loc2)
  "func.func"() <{function_type = () -> (), sym_name = "nested_vis", sym_visibility = "nested"}> ({
  }) : () -> () loc(#loc3)
  "func.func"() <{function_type = (i32) -> i32, sym_name = "pub", sym_visibility = "public"}> ({
  ^bb0(%arg14: i32 loc("input.mlir":4:23)):
    "func.return"(%arg14) : (i32) -> () loc(#loc6)
  }) : () -> () loc(#loc4)
  "func.func"() <{function_type = () -> (), sym_name = "no_results"}> ({
    "func.return"() : () -> () loc(#loc8)
  }) : () -> () loc(#loc7)
  "func.func"() <{function_type = (i32, f32) -> (i32, f32), sym_name = "multi"}> ({
  ^bb0(%arg12: i32 loc("input.mlir":10:18), %arg13: f32 loc("input.mlir":10:27)):
    %11:2 = "func.call"(%arg12, %arg13) <{callee = @decl}> : (i32, f32) -> (i32, f32) loc(#loc12)
    %12:2 = "func.call"(%arg12, %arg13) <{callee = @decl}> {attr = 1 : i64} : (i32, f32) -> (i32, f32) loc(#loc13)
    %13 = "func.constant"() <{value = @decl}> : () -> ((i32, f32) -> (i32, f32)) loc(#loc14)
    %14:2 = "func.call_indirect"(%13, %arg12, %arg13) : ((i32, f32) -> (i32, f32), i32, f32) -> (i32, f32) loc(#loc15)
    %15:2 = "func.call_indirect"(%13, %arg12, %arg13) : ((i32, f32) -> (i32, f32), i32, f32) -> (i32, f32) loc(#loc16)
    "func.return"(%11#0, %14#1) : (i32, f32) -> () loc(#loc17)
  }) : () -> () loc(#loc9)
  "func.func"() <{arg_attrs = [{test.attr = 3 : i32}, {test.noalias}], function_type = (i32, memref<?xf32>) -> i32, res_attrs = [{test.res}], sym_name = "arg_attrs"}> ({
  ^bb0(%arg10: i32 loc("input.mlir":18:22), %arg11: memref<?xf32> loc("input.mlir":18:53)):
    "func.return"(%arg10) : (i32) -> () loc(#loc21)
  }) {passthrough = ["noinline"]} : () -> () loc(#loc18)
  "func.func"() <{function_type = (i32) -> (), sym_name = "varargs_like"}> ({
  ^bb0(%arg9: i32 loc("input.mlir":21:25)):
    "func.return"() : () -> () loc(#loc24)
  }) {llvm.emit_c_interface} : () -> () loc(#loc22)
  "func.func"() <{function_type = ((i32) -> i32, () -> ()) -> ((i32) -> i32), sym_name = "fn_type_arg"}> ({
  ^bb0(%arg7: (i32) -> i32 loc("input.mlir":24:24), %arg8: () -> () loc("input.mlir":24:42)):
    "func.return"(%arg7) : ((i32) -> i32) -> () loc(#loc28)
  }) : () -> () loc(#loc25)
  "func.func"() <{function_type = (i32) -> (), sym_name = "with_loc"}> ({
  ^bb0(%arg6: i32 loc("x")):
    "func.return"() : () -> () loc(#loc31)
  }) : () -> () loc(#loc29)
  "func.func"() <{function_type = (i1, i32, i32, f32) -> i32, sym_name = "cf"}> ({
  ^bb0(%arg2: i1 loc("input.mlir":30:15), %arg3: i32 loc("input.mlir":30:23), %arg4: i32 loc("input.mlir":30:32), %arg5: f32 loc("input.mlir":30:41)):
    "cf.assert"(%arg2) <{msg = "must be true"}> : (i1) -> () loc(#loc37)
    "cf.assert"(%arg2) <{msg = "with \22quotes\22 and \0A newline"}> : (i1) -> () loc(#loc38)
    "cf.br"(%arg3)[^bb1] : (i32) -> () loc(#loc39)
  ^bb1(%5: i32 loc("input.mlir":34:6)):  // 2 preds: ^bb0, ^bb6
    "cf.cond_br"(%arg2, %5, %arg5)[^bb2, ^bb3] <{operandSegmentSizes = array<i32: 1, 2, 0>}> : (i1, i32, f32) -> () loc(#loc41)
  ^bb2(%6: i32 loc("input.mlir":36:6), %7: f32 loc("input.mlir":36:15)):  // pred: ^bb1
    "cf.cond_br"(%arg2, %6)[^bb3, ^bb4] <{branch_weights = array<i32: 1, 2>, operandSegmentSizes = array<i32: 1, 0, 1>}> : (i1, i32) -> () loc(#loc44)
  ^bb3:  // 2 preds: ^bb1, ^bb2
    "cf.switch"(%arg3, %arg3, %arg4, %arg3, %arg4)[^bb4, ^bb5, ^bb4, ^bb6] <{case_operand_segments = array<i32: 2, 1, 0>, case_values = dense<[42, -3, 43]> : vector<3xi32>, operandSegmentSizes = array<i32: 1, 1, 3>}> : (i32, i32, i32, i32, i32) -> () loc(#loc45)
  ^bb4(%8: i32 loc("input.mlir":45:6)):  // 3 preds: ^bb2, ^bb3, ^bb3
    "func.return"(%8) : (i32) -> () loc(#loc47)
  ^bb5(%9: i32 loc("input.mlir":47:6), %10: i32 loc("input.mlir":47:15)):  // pred: ^bb3
    "cf.br"()[^bb6] : () -> () loc(#loc50)
  ^bb6:  // 2 preds: ^bb3, ^bb5
    "cf.switch"(%arg3, %arg3)[^bb1] <{case_operand_segments = array<i32>, operandSegmentSizes = array<i32: 1, 1, 0>}> : (i32, i32) -> () loc(#loc51)
  }) : () -> () loc(#loc32)
  "func.func"() <{function_type = (i8) -> (), sym_name = "cf_switch_i8"}> ({
  ^bb0(%arg1: i8 loc("input.mlir":54:25)):
    "cf.switch"(%arg1)[^bb1, ^bb1, ^bb2] <{case_operand_segments = array<i32: 0, 0>, case_values = dense<[-1, 1]> : vector<2xi8>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i8) -> () loc(#loc54)
  ^bb1:  // 3 preds: ^bb0, ^bb0, ^bb2
    "func.return"() : () -> () loc(#loc55)
  ^bb2:  // pred: ^bb0
    "cf.br"()[^bb1] : () -> () loc(#loc56)
  }) : () -> () loc(#loc52)
  "func.func"() <{function_type = () -> (i32, f32, vector<4xi32>, index), sym_name = "ub_ops"}> ({
    %0 = "ub.poison"() <{value = #ub.poison}> : () -> i32 loc(#loc58)
    %1 = "ub.poison"() <{value = #ub.poison}> : () -> f32 loc(#loc59)
    %2 = "ub.poison"() <{value = #ub.poison}> : () -> vector<4xi32> loc(#loc60)
    %3 = "ub.poison"() <{value = #ub.poison}> : () -> index loc(#loc61)
    %4 = "ub.poison"() <{value = #ub.poison}> {foo} : () -> i64 loc(#loc62)
    "func.return"(%0, %1, %2, %3) : (i32, f32, vector<4xi32>, index) -> () loc(#loc63)
  }) : () -> () loc(#loc57)
  "func.func"() <{function_type = () -> (), sym_name = "unreach"}> ({
    "ub.unreachable"() : () -> () loc(#loc65)
  }) : () -> () loc(#loc64)
  "func.func"() <{function_type = (i1) -> (), sym_name = "empty_blocks"}> ({
  ^bb0(%arg0: i1 loc("input.mlir":76:25)):
    "cf.cond_br"(%arg0)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> () loc(#loc68)
  ^bb1:  // pred: ^bb0
    "cf.br"()[^bb2] : () -> () loc(#loc69)
  ^bb2:  // 2 preds: ^bb0, ^bb1
    "func.return"() : () -> () loc(#loc70)
  }) : () -> () loc(#loc66)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":1:1)
#loc2 = loc("input.mlir":2:1)
#loc3 = loc("input.mlir":3:1)
#loc4 = loc("input.mlir":4:1)
#loc6 = loc("input.mlir":5:3)
#loc7 = loc("input.mlir":7:1)
#loc8 = loc("input.mlir":8:3)
#loc9 = loc("input.mlir":10:1)
#loc12 = loc("input.mlir":11:10)
#loc13 = loc("input.mlir":12:11)
#loc14 = loc("input.mlir":13:8)
#loc15 = loc("input.mlir":14:11)
#loc16 = loc("input.mlir":15:11)
#loc17 = loc("input.mlir":16:3)
#loc18 = loc("input.mlir":18:1)
#loc21 = loc("input.mlir":19:3)
#loc22 = loc("input.mlir":21:1)
#loc24 = loc("input.mlir":22:3)
#loc25 = loc("input.mlir":24:1)
#loc28 = loc("input.mlir":25:3)
#loc29 = loc("input.mlir":27:1)
#loc31 = loc("input.mlir":28:3)
#loc32 = loc("input.mlir":30:1)
#loc37 = loc("input.mlir":31:3)
#loc38 = loc("input.mlir":32:3)
#loc39 = loc("input.mlir":33:3)
#loc41 = loc("input.mlir":35:3)
#loc44 = loc("input.mlir":37:3)
#loc45 = loc("input.mlir":39:3)
#loc47 = loc("input.mlir":46:3)
#loc50 = loc("input.mlir":48:3)
#loc51 = loc("input.mlir":50:3)
#loc52 = loc("input.mlir":54:1)
#loc54 = loc("input.mlir":55:3)
#loc55 = loc("input.mlir":61:3)
#loc56 = loc("input.mlir":63:3)
#loc57 = loc("input.mlir":65:1)
#loc58 = loc("input.mlir":66:8)
#loc59 = loc("input.mlir":67:8)
#loc60 = loc("input.mlir":68:8)
#loc61 = loc("input.mlir":69:8)
#loc62 = loc("input.mlir":70:8)
#loc63 = loc("input.mlir":71:3)
#loc64 = loc("input.mlir":73:1)
#loc65 = loc("input.mlir":74:3)
#loc66 = loc("input.mlir":76:1)
#loc68 = loc("input.mlir":77:3)
#loc69 = loc("input.mlir":79:3)
#loc70 = loc("input.mlir":81:3)

