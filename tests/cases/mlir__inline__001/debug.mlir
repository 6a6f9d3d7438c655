#loc2 = loc("input.mlir":3:26)
#loc6 = loc("input.mlir":8:28)
#loc10 = loc("input.mlir":15:35)
#loc21 = loc("input.mlir":35:32)
#loc25 = loc("input.mlir":41:34)
#loc38 = loc("input.mlir":67:30)
#loc41 = loc("input.mlir":70:40)
#loc42 = loc("input.mlir":70:50)
#loc62 = loc("input.mlir":106:50)
#loc64 = loc("foo")
#loc68 = loc("input.mlir":112:50)
#loc72 = loc("input.mlir":117:50)
#loc76 = loc("input.mlir":122:46)
#loc77 = loc("input.mlir":122:59)
#loc79 = loc("input.mlir":123:19)
#loc82 = loc("input.mlir":129:8)
#loc86 = loc("input.mlir":136:34)
"builtin.module"() ({
  "func.func"() <{function_type = (i32) -> i32, sym_name = "func_with_arg"}> ({
  ^bb0(%arg15: i32 loc("input.mlir":3:26)):
    %21 = "arith.addi"(%arg15, %arg15) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32 loc(#loc3)
    "func.return"(%21) : (i32) -> () loc(#loc4)
  }) : () -> () loc(#loc1)
  "func.func"() <{function_type = (i32) -> i32, sym_name = "inline_with_arg"}> ({
  ^bb0(%arg14: i32 loc("input.mlir":8:28)):
    %20 = "func.call"(%arg14) <{callee = @func_with_arg}> : (i32) -> i32 loc(#loc7)
    "func.return"(%20) : (i32) -> () loc(#loc8)
  }) : () -> () loc(#loc5)
  "func.func"() <{function_type = (i1) -> i32, sym_name = "func_with_multi_return"}> ({
  ^bb0(%arg13: i1 loc("input.mlir":15:35)):
    "cf.cond_br"(%arg13)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> () loc(#loc11)
  ^bb1:  // pred: ^bb0
    %18 = "arith.constant"() <{value = 0 : i32}> : () -> i32 loc(#loc12)
    "func.return"(%18) : (i32) -> () loc(#loc13)
  ^bb2:  // pred: ^bb0
    %19 = "arith.constant"() <{value = 55 : i32}> : () -> i32 loc(#loc14)
    "func.return"(%19) : (i32) -> () loc(#loc15)
  }) : () -> () loc(#loc9)
  "func.func"() <{function_type = () -> i32, sym_name = "inline_with_multi_return"}> ({
    %16 = "arith.constant"() <{value = false}> : () -> i1 loc(#loc17)
    %17 = "func.call"(%16) <{callee = @func_with_multi_return}> : (i1) -> i32 loc(#loc18)
    "func.return"(%17) : (i32) -> () loc(#loc19)
  }) : () -> () loc(#loc16)
  "func.func"() <{function_type = (i32) -> i32, sym_name = "func_with_locations"}> ({
  ^bb0(%arg12: i32 loc("input.mlir":35:32)):
    %15 = "arith.addi"(%arg12, %arg12) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32 loc(#loc22)
    "func.return"(%15) : (i32) -> () loc(#loc23)
  }) : () -> () loc(#loc20)
  "func.func"() <{function_type = (i32) -> i32, sym_name = "inline_with_locations"}> ({
  ^bb0(%arg11: i32 loc("input.mlir":41:34)):
    %14 = "func.call"(%arg11) <{callee = @func_with_locations}> : (i32) -> i32 loc(#loc26)
    "func.return"(%14) : (i32) -> () loc(#loc27)
  }) : () -> () loc(#loc24)
  "func.func"() <{function_type = () -> (), sym_name = "func_external", sym_visibility = "private"}> ({
  }) : () -> () loc(#loc28)
  "func.func"() <{function_type = () -> (), sym_name = "no_inline_external"}> ({
    "func.call"() <{callee = @func_external}> : () -> () loc(#loc30)
    "func.return"() : () -> () loc(#loc31)
  }) : () -> () loc(#loc29)
  "func.func"() <{function_type = () -> (), sym_name = "multilevel_func_a"}> ({
    "func.return"() : () -> () loc(#loc33)
  }) : () -> () loc(#loc32)
  "func.func"() <{function_type = () -> (), sym_name = "multilevel_func_b"}> ({
    "func.call"() <{callee = @multilevel_func_a}> : () -> () loc(#loc35)
    "func.return"() : () -> () loc(#loc36)
  }) : () -> () loc(#loc34)
  "func.func"() <{function_type = (i32) -> i32, sym_name = "convert_callee_fn"}> ({
  ^bb0(%arg10: i32 loc("input.mlir":67:30)):
    "func.return"(%arg10) : (i32) -> () loc(#loc39)
  }) : () -> () loc(#loc37)
  "func.func"() <{function_type = (i32, i32) -> (), sym_name = "convert_callee_fn_multi_arg"}> ({
  ^bb0(%arg8: i32 loc("input.mlir":70:40), %arg9: i32 loc("input.mlir":70:50)):
    "func.return"() : () -> () loc(#loc43)
  }) : () -> () loc(#loc40)
  "func.func"() <{function_type = () -> (i32, i32), sym_name = "convert_callee_fn_multi_res"}> ({
    %13 = "arith.constant"() <{value = 0 : i32}> : () -> i32 loc(#loc45)
    "func.return"(%13, %13) : (i32, i32) -> () loc(#loc46)
  }) : () -> () loc(#loc44)
  "func.func"() <{function_type = () -> i32, sym_name = "convert_callee_fn_multiblock"}> ({
    "cf.br"()[^bb1] : () -> () loc(#loc48)
  ^bb1:  // pred: ^bb0
    %12 = "arith.constant"() <{value = 0 : i32}> : () -> i32 loc(#loc49)
    "func.return"(%12) : (i32) -> () loc(#loc50)
  }) : () -> () loc(#loc47)
  "func.func"() <{function_type = () -> i32, sym_name = "simplify_return_constant"}> ({
    %11 = "arith.constant"() <{value = 0 : i32}> : () -> i32 loc(#loc52)
    "func.return"(%11) : (i32) -> () loc(#loc53)
  }) : () -> () loc(#loc51)
  "func.func"() <{function_type = () -> (() -> i32), sym_name = "simplify_return_reference"}> ({
    %10 = "func.constant"() <{value = @simplify_return_constant}> : () -> (() -> i32) loc(#loc55)
    "func.return"(%10) : (() -> i32) -> () loc(#loc56)
  }) : () -> () loc(#loc54)
  "func.func"() <{function_type = () -> i32, sym_name = "inline_simplify"}> ({
    %8 = "func.call"() <{callee = @simplify_return_reference}> : () -> (() -> i32) loc(#loc58)
    %9 = "func.call_indirect"(%8) : (() -> i32) -> i32 loc(#loc59)
    "func.return"(%9) : (i32) -> () loc(#loc60)
  }) : () -> () loc(#loc57)
  "func.func"() <{function_type = (i32) -> (), sym_name = "func_with_block_args_location", sym_visibility = "private"}> ({
  ^bb0(%arg7: i32 loc("input.mlir":106:50)):
    "cf.br"(%arg7)[^bb1] : (i32) -> () loc(#loc63)
  ^bb1(%7: i32 loc("foo")):  // pred: ^bb0
    "foo.bar"(%7) : (i32) -> () loc(#loc65)
    "func.return"() : () -> () loc(#loc66)
  }) : () -> () loc(#loc61)
  "func.func"() <{function_type = (i32) -> (), sym_name = "func_with_block_args_location_callee1"}> ({
  ^bb0(%arg6: i32 loc("input.mlir":112:50)):
    "func.call"(%arg6) <{callee = @func_with_block_args_location}> : (i32) -> () loc(#loc69)
    "func.return"() : () -> () loc(#loc70)
  }) : () -> () loc(#loc67)
  "func.func"() <{function_type = (i32) -> (), sym_name = "func_with_block_args_location_callee2"}> ({
  ^bb0(%arg5: i32 loc("input.mlir":117:50)):
    "func.call"(%arg5) <{callee = @func_with_block_args_location}> : (i32) -> () loc(#loc73)
    "func.return"() : () -> () loc(#loc74)
  }) : () -> () loc(#loc71)
  "func.func"() <{function_type = (i32, i1) -> (), sym_name = "func_with_multiple_blocks_callee2"}> ({
  ^bb0(%arg1: i32 loc("input.mlir":122:46), %arg2: i1 loc("input.mlir":122:59)):
    %6 = "scf.while"(%arg1) ({
    ^bb0(%arg4: i32 loc("input.mlir":123:19)):
      "func.call"(%arg1) <{callee = @func_with_block_args_location_callee2}> : (i32) -> () loc(#loc80)
      "scf.condition"(%arg2, %arg4) : (i1, i32) -> () loc(#loc81)
    }, {
    ^bb0(%arg3: i32 loc("input.mlir":129:8)):
      "scf.yield"(%arg3) : (i32) -> () loc(#loc83)
    }) : (i32) -> i32 loc(#loc78)
    "func.return"() : () -> () loc(#loc84)
  }) : () -> () loc(#loc75)
  "func.func"() <{function_type = (complex<f32>) -> complex<f32>, sym_name = "double_square_complex"}> ({
  ^bb0(%arg0: complex<f32> loc("input.mlir":136:34)):
    %4 = "complex.add"(%arg0, %arg0) <{fastmath = #arith.fastmath<none>}> : (complex<f32>, complex<f32>) -> complex<f32> loc(#loc87)
    %5 = "complex.mul"(%4, %4) <{fastmath = #arith.fastmath<none>}> : (complex<f32>, complex<f32>) -> complex<f32> loc(#loc88)
    "func.return"(%5) : (complex<f32>) -> () loc(#loc89)
  }) : () -> () loc(#loc85)
  "func.func"() <{function_type = () -> complex<f32>, sym_name = "inline_with_complex_ops"}> ({
    %0 = "arith.constant"() <{value = 1.000000e+00 : f32}> : () -> f32 loc(#loc91)
    %1 = "arith.constant"() <{value = 2.000000e+00 : f32}> : () -> f32 loc(#loc92)
    %2 = "complex.create"(%0, %1) : (f32, f32) -> complex<f32> loc(#loc93)
    %3 = "func.call"(%2) <{callee = @double_square_complex}> : (complex<f32>) -> complex<f32> loc(#loc94)
    "func.return"(%3) : (complex<f32>) -> () loc(#loc95)
  }) : () -> () loc(#loc90)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":3:1)
#loc3 = loc("input.mlir":4:8)
#loc4 = loc("input.mlir":5:3)
#loc5 = loc("input.mlir":8:1)
#loc7 = loc("input.mlir":10:8)
#loc8 = loc("input.mlir":11:3)
#loc9 = loc("input.mlir":15:1)
#loc11 = loc("input.mlir":16:3)
#loc12 = loc("input.mlir":19:14)
#loc13 = loc("input.mlir":20:3)
#loc14 = loc("input.mlir":23:15)
#loc15 = loc("input.mlir":24:3)
#loc16 = loc("input.mlir":27:1)
#loc17 = loc("input.mlir":29:12)
#loc18 = loc("input.mlir":30:8)
#loc19 = loc("input.mlir":31:3)
#loc20 = loc("input.mlir":35:1)
#loc22 = loc("mysource.cc":10:8)
#loc23 = loc("mysource.cc":11:2)
#loc24 = loc("input.mlir":41:1)
#loc26 = loc("mysource.cc":55:14)
#loc27 = loc("input.mlir":46:3)
#loc28 = loc("input.mlir":51:1)
#loc29 = loc("input.mlir":53:1)
#loc30 = loc("input.mlir":54:3)
#loc31 = loc("input.mlir":55:3)
#loc32 = loc("input.mlir":59:1)
#loc33 = loc("input.mlir":60:3)
#loc34 = loc("input.mlir":62:1)
#loc35 = loc("input.mlir":63:3)
#loc36 = loc("input.mlir":64:3)
#loc37 = loc("input.mlir":67:1)
#loc39 = loc("input.mlir":68:3)
#loc40 = loc("input.mlir":70:1)
#loc43 = loc("input.mlir":71:3)
#loc44 = loc("input.mlir":73:1)
#loc45 = loc("input.mlir":74:10)
#loc46 = loc("input.mlir":75:3)
#loc47 = loc("input.mlir":78:1)
#loc48 = loc("input.mlir":79:3)
#loc49 = loc("input.mlir":81:8)
#loc50 = loc("input.mlir":82:3)
#loc51 = loc("input.mlir":85:1)
#loc52 = loc("input.mlir":86:10)
#loc53 = loc("input.mlir":87:3)
#loc54 = loc("input.mlir":90:1)
#loc55 = loc("input.mlir":91:10)
#loc56 = loc("input.mlir":92:3)
#loc57 = loc("input.mlir":96:1)
#loc58 = loc("input.mlir":99:9)
#loc59 = loc("input.mlir":100:10)
#loc60 = loc("input.mlir":101:3)
#loc61 = loc("input.mlir":106:1)
#loc63 = loc("input.mlir":107:3)
#loc65 = loc("input.mlir":109:3)
#loc66 = loc("input.mlir":110:3)
#loc67 = loc("input.mlir":112:1)
#loc69 = loc("input.mlir":113:3)
#loc70 = loc("input.mlir":114:3)
#loc71 = loc("input.mlir":117:1)
#loc73 = loc("input.mlir":118:3)
#loc74 = loc("input.mlir":119:3)
#loc75 = loc("input.mlir":122:1)
#loc78 = loc("input.mlir":123:8)
#loc80 = loc("input.mlir":126:5)
#loc81 = loc("input.mlir":127:5)
#loc83 = loc("input.mlir":130:5)
#loc84 = loc("input.mlir":132:3)
#loc85 = loc("input.mlir":136:1)
#loc87 = loc("input.mlir":137:13)
#loc88 = loc("input.mlir":138:13)
#loc89 = loc("input.mlir":139:3)
#loc90 = loc("input.mlir":142:1)
#loc91 = loc("input.mlir":143:9)
#loc92 = loc("input.mlir":144:9)
#loc93 = loc("input.mlir":145:8)
#loc94 = loc("input.mlir":147:8)
#loc95 = loc("input.mlir":148:3)

