#loc2 = loc("input.mlir":4:14)
#loc3 = loc("input.mlir":4:25)
#loc4 = loc("input.mlir":4:36)
#loc5 = loc("input.mlir":4:47)
#loc7 = loc("input.mlir":5:16)
#loc8 = loc("input.mlir":5:48)
#loc12 = loc("input.mlir":9:16)
#loc13 = loc("input.mlir":9:48)
#loc18 = loc("input.mlir":15:14)
#loc19 = loc("input.mlir":15:23)
#loc20 = loc("input.mlir":15:32)
#loc31 = loc("input.mlir":30:14)
#loc32 = loc("input.mlir":30:23)
#loc33 = loc("input.mlir":30:32)
"builtin.module"() ({
  "func.func"() <{function_type = (index, index, index, i32) -> (i32, i32), sym_name = "a"}> ({
  ^bb0(%arg6: index loc("input.mlir":4:14), %arg7: index loc("input.mlir":4:25), %arg8: index loc("input.mlir":4:36), %arg9: i32 loc("input.mlir":4:47)):
    %10 = "scf.for"(%arg6, %arg7, %arg8, %arg9) ({
    ^bb0(%arg12: index loc("input.mlir":5:16), %arg13: i32 loc("input.mlir":5:48)):
      %13 = "arith.addi"(%arg13, %arg9) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32 loc(#loc9)
      "scf.yield"(%13) : (i32) -> () loc(#loc10)
    }) : (index, index, index, i32) -> i32 loc(#loc6)
    %11 = "scf.for"(%arg6, %arg7, %arg8, %arg9) ({
    ^bb0(%arg10: index loc("input.mlir":9:16), %arg11: i32 loc("input.mlir":9:48)):
      %12 = "arith.addi"(%arg9, %arg11) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32 loc(#loc14)
      "scf.yield"(%12) : (i32) -> () loc(#loc15)
    }) : (index, index, index, i32) -> i32 loc(#loc11)
    "func.return"(%10, %11) : (i32, i32) -> () loc(#loc16)
  }) : () -> () loc(#loc1)
  "func.func"() <{function_type = (i32, i32, i1) -> (i32, i32), sym_name = "b"}> ({
  ^bb0(%arg3: i32 loc("input.mlir":15:14), %arg4: i32 loc("input.mlir":15:23), %arg5: i1 loc("input.mlir":15:32)):
    %6 = "scf.if"(%arg5) ({
      %9 = "arith.addi"(%arg3, %arg4) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32 loc(#loc22)
      "scf.yield"(%9) : (i32) -> () loc(#loc23)
    }, {
      "scf.yield"(%arg3) : (i32) -> () loc(#loc24)
    }) : (i1) -> i32 loc(#loc21)
    %7 = "scf.if"(%arg5) ({
      %8 = "arith.addi"(%arg4, %arg3) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32 loc(#loc26)
      "scf.yield"(%8) : (i32) -> () loc(#loc27)
    }, {
      "scf.yield"(%arg3) : (i32) -> () loc(#loc28)
    }) : (i1) -> i32 loc(#loc25)
    "func.return"(%6, %7) : (i32, i32) -> () loc(#loc29)
  }) : () -> () loc(#loc17)
  "func.func"() <{function_type = (i32, i32, i1) -> (i32, i32), sym_name = "c"}> ({
  ^bb0(%arg0: i32 loc("input.mlir":30:14), %arg1: i32 loc("input.mlir":30:23), %arg2: i1 loc("input.mlir":30:32)):
    %0 = "scf.if"(%arg2) ({
      %4 = "arith.addi"(%arg0, %arg1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32 loc(#loc35)
      %5 = "arith.muli"(%4, %arg0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32 loc(#loc36)
      "scf.yield"(%5) : (i32) -> () loc(#loc37)
    }, {
      "scf.yield"(%arg0) : (i32) -> () loc(#loc38)
    }) : (i1) -> i32 loc(#loc34)
    %1 = "scf.if"(%arg2) ({
      %2 = "arith.addi"(%arg0, %arg1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32 loc(#loc40)
      %3 = "arith.muli"(%arg0, %2) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32 loc(#loc41)
      "scf.yield"(%3) : (i32) -> () loc(#loc42)
    }, {
      "scf.yield"(%arg0) : (i32) -> () loc(#loc43)
    }) : (i1) -> i32 loc(#loc39)
    "func.return"(%0, %1) : (i32, i32) -> () loc(#loc44)
  }) : () -> () loc(#loc30)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":4:1)
#loc6 = loc("input.mlir":5:8)
#loc9 = loc("input.mlir":6:10)
#loc10 = loc("input.mlir":7:5)
#loc11 = loc("input.mlir":9:8)
#loc14 = loc("input.mlir":10:10)
#loc15 = loc("input.mlir":11:5)
#loc16 = loc("input.mlir":13:3)
#loc17 = loc("input.mlir":15:1)
#loc21 = loc("input.mlir":16:8)
#loc22 = loc("input.mlir":17:10)
#loc23 = loc("input.mlir":18:5)
#loc24 = loc("input.mlir":20:5)
#loc25 = loc("input.mlir":22:8)
#loc26 = loc("input.mlir":23:10)
#loc27 = loc("input.mlir":24:5)
#loc28 = loc("input.mlir":26:5)
#loc29 = loc("input.mlir":28:3)
#loc30 = loc("input.mlir":30:1)
#loc34 = loc("input.mlir":31:8)
#loc35 = loc("input.mlir":32:10)
#loc36 = loc("input.mlir":33:10)
#loc37 = loc("input.mlir":34:5)
#loc38 = loc("input.mlir":36:5)
#loc39 = loc("input.mlir":38:8)
#loc40 = loc("input.mlir":39:10)
#loc41 = loc("input.mlir":40:10)
#loc42 = loc("input.mlir":41:5)
#loc43 = loc("input.mlir":43:5)
#loc44 = loc("input.mlir":45:3)

