#loc2 = loc("input.mlir":5:35)
#loc13 = loc("input.mlir":19:32)
#loc17 = loc("input.mlir":23:34)
#loc21 = loc("input.mlir":27:35)
#loc26 = loc("input.mlir":31:28)
#loc30 = loc("input.mlir":36:27)
#loc31 = loc("input.mlir":36:35)
"builtin.module"() ({
  "func.func"() <{function_type = (i1) -> i32, sym_name = "func_with_multi_return"}> ({
  ^bb0(%arg6: i1 loc("input.mlir":5:35)):
    "cf.cond_br"(%arg6)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> () loc(#loc3)
  ^bb1:  // pred: ^bb0
    %13 = "arith.constant"() <{value = 0 : i32}> : () -> i32 loc(#loc4)
    "func.return"(%13) : (i32) -> () loc(#loc5)
  ^bb2:  // pred: ^bb0
    %14 = "arith.constant"() <{value = 55 : i32}> : () -> i32 loc(#loc6)
    "func.return"(%14) : (i32) -> () loc(#loc7)
  }) : () -> () loc(#loc1)
  "func.func"() <{function_type = () -> i32, sym_name = "inline_with_multi_return"}> ({
    %11 = "arith.constant"() <{value = false}> : () -> i1 loc(#loc9)
    %12 = "func.call"(%11) <{callee = @func_with_multi_return}> : (i1) -> i32 loc(#loc10)
    "func.return"(%12) : (i32) -> () loc(#loc11)
  }) : () -> () loc(#loc8)
  "func.func"() <{function_type = (i32) -> i32, sym_name = "func_with_locations"}> ({
  ^bb0(%arg5: i32 loc("input.mlir":19:32)):
    %10 = "arith.addi"(%arg5, %arg5) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32 loc(#loc14)
    "func.return"(%10) : (i32) -> () loc(#loc15)
  }) : () -> () loc(#loc12)
  "func.func"() <{function_type = (i32) -> i32, sym_name = "inline_with_locations"}> ({
  ^bb0(%arg4: i32 loc("input.mlir":23:34)):
    %9 = "func.call"(%arg4) <{callee = @func_with_locations}> : (i32) -> i32 loc(#loc18)
    "func.return"(%9) : (i32) -> () loc(#loc19)
  }) : () -> () loc(#loc16)
  "func.func"() <{function_type = (i32) -> i32, sym_name = "func_with_callsite_loc"}> ({
  ^bb0(%arg3: i32 loc("input.mlir":27:35)):
    %8 = "arith.addi"(%arg3, %arg3) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32 loc(#loc43)
    "func.return"(%8) : (i32) -> () loc(#loc24)
  }) : () -> () loc(#loc20)
  "func.func"() <{function_type = (i32) -> i32, sym_name = "inline_callsite"}> ({
  ^bb0(%arg2: i32 loc("input.mlir":31:28)):
    %6 = "func.call"(%arg2) <{callee = @func_with_callsite_loc}> : (i32) -> i32 loc(#loc27)
    %7 = "func.call"(%6) <{callee = @func_with_callsite_loc}> : (i32) -> i32 loc(#loc24)
    "func.return"(%7) : (i32) -> () loc(#loc28)
  }) : () -> () loc(#loc25)
  "func.func"() <{function_type = (i1, i1) -> i32, sym_name = "multi_into_scf"}> ({
  ^bb0(%arg0: i1 loc("input.mlir":36:27), %arg1: i1 loc("input.mlir":36:35)):
    %3 = "scf.if"(%arg0) ({
      %5 = "func.call"(%arg1) <{callee = @func_with_multi_return}> : (i1) -> i32 loc(#loc33)
      "scf.yield"(%5) : (i32) -> () loc(#loc34)
    }, {
      %4 = "arith.constant"() <{value = 1 : i32}> : () -> i32 loc(#loc35)
      "scf.yield"(%4) : (i32) -> () loc(#loc36)
    }) : (i1) -> i32 loc(#loc32)
    "func.return"(%3) : (i32) -> () loc(#loc37)
  }) : () -> () loc(#loc29)
  "func.func"() <{function_type = () -> i32, sym_name = "indirect"}> ({
    %0 = "func.constant"() <{value = @func_with_multi_return}> : () -> ((i1) -> i32) loc(#loc39)
    %1 = "arith.constant"() <{value = true}> : () -> i1 loc(#loc40)
    %2 = "func.call_indirect"(%0, %1) : ((i1) -> i32, i1) -> i32 loc(#loc41)
    "func.return"(%2) : (i32) -> () loc(#loc42)
  }) : () -> () loc(#loc38)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":5:1)
#loc3 = loc("input.mlir":6:3)
#loc4 = loc("input.mlir":8:14)
#loc5 = loc("input.mlir":9:3)
#loc6 = loc("input.mlir":11:15)
#loc7 = loc("input.mlir":12:3)
#loc8 = loc("input.mlir":14:1)
#loc9 = loc("input.mlir":15:12)
#loc10 = loc("input.mlir":16:8)
#loc11 = loc("input.mlir":17:3)
#loc12 = loc("input.mlir":19:1)
#loc14 = loc("mysource.cc":10:8)
#loc15 = loc("mysource.cc":11:2)
#loc16 = loc("input.mlir":23:1)
#loc18 = loc("mysource.cc":55:14)
#loc19 = loc("input.mlir":25:3)
#loc20 = loc("input.mlir":27:1)
#loc22 = loc("a.cc":1:1)
#loc23 = loc("b.cc":2:2)
#loc24 = loc(unknown)
#loc25 = loc("input.mlir":31:1)
#loc27 = loc("c.cc":3:3)
#loc28 = loc("input.mlir":34:3)
#loc29 = loc("input.mlir":36:1)
#loc32 = loc("input.mlir":37:8)
#loc33 = loc("input.mlir":38:10)
#loc34 = loc("input.mlir":39:5)
#loc35 = loc("input.mlir":41:10)
#loc36 = loc("input.mlir":42:5)
#loc37 = loc("input.mlir":44:3)
#loc38 = loc("input.mlir":46:1)
#loc39 = loc("input.mlir":47:8)
#loc40 = loc("input.mlir":48:8)
#loc41 = loc("input.mlir":49:8)
#loc42 = loc("input.mlir":50:3)
#loc43 = loc(callsite(#loc22 at #loc23))

