#loc3 = loc("input.mlir":3:24)
#loc6 = loc("input.mlir":6:16)
#loc11 = loc("input.mlir":12:23)
#loc14 = loc("input.mlir":15:16)
#loc18 = loc("input.mlir":20:22)
#loc22 = loc("input.mlir":24:14)
#loc26 = loc("input.mlir":28:23)
"builtin.module"() ({
  "builtin.module"() <{sym_name = "inner"}> ({
    "func.func"() <{function_type = (i32) -> i32, sym_name = "f", sym_visibility = "private"}> ({
    ^bb0(%arg6: i32 loc("input.mlir":3:24)):
      "func.return"(%arg6) : (i32) -> () loc(#loc4)
    }) : () -> () loc(#loc2)
    "func.func"() <{function_type = (i32) -> i32, sym_name = "g"}> ({
    ^bb0(%arg5: i32 loc("input.mlir":6:16)):
      %3 = "func.call"(%arg5) <{callee = @f}> : (i32) -> i32 loc(#loc7)
      "func.return"(%3) : (i32) -> () loc(#loc8)
    }) : () -> () loc(#loc5)
  }) : () -> () loc(#loc1)
  "builtin.module"() <{sym_name = "inner2", sym_visibility = "private"}> ({
    "func.func"() <{function_type = (i32) -> i32, sym_name = "f", sym_visibility = "nested"}> ({
    ^bb0(%arg4: i32 loc("input.mlir":12:23)):
      "func.return"(%arg4) : (i32) -> () loc(#loc12)
    }) : () -> () loc(#loc10)
    "func.func"() <{function_type = (i32) -> i32, sym_name = "g"}> ({
    ^bb0(%arg3: i32 loc("input.mlir":15:16)):
      %2 = "func.call"(%arg3) <{callee = @f}> : (i32) -> i32 loc(#loc15)
      "func.return"(%2) : (i32) -> () loc(#loc16)
    }) : () -> () loc(#loc13)
  }) : () -> () loc(#loc9)
  "func.func"() <{function_type = (i32) -> i32, sym_name = "h", sym_visibility = "private"}> ({
  ^bb0(%arg2: i32 loc("input.mlir":20:22)):
    %1 = "func.call"(%arg2) <{callee = @h2}> : (i32) -> i32 loc(#loc19)
    "func.return"(%1) : (i32) -> () loc(#loc20)
  }) : () -> () loc(#loc17)
  "func.func"() <{function_type = (i32) -> i32, sym_name = "k"}> ({
  ^bb0(%arg1: i32 loc("input.mlir":24:14)):
    %0 = "func.call"(%arg1) <{callee = @h}> : (i32) -> i32 loc(#loc23)
    "func.return"(%0) : (i32) -> () loc(#loc24)
  }) : () -> () loc(#loc21)
  "func.func"() <{function_type = (i32) -> i32, sym_name = "h2", sym_visibility = "private"}> ({
  ^bb0(%arg0: i32 loc("input.mlir":28:23)):
    "func.return"(%arg0) : (i32) -> () loc(#loc27)
  }) : () -> () loc(#loc25)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":2:1)
#loc2 = loc("input.mlir":3:3)
#loc4 = loc("input.mlir":4:5)
#loc5 = loc("input.mlir":6:3)
#loc7 = loc("input.mlir":7:10)
#loc8 = loc("input.mlir":8:5)
#loc9 = loc("input.mlir":11:1)
#loc10 = loc("input.mlir":12:3)
#loc12 = loc("input.mlir":13:5)
#loc13 = loc("input.mlir":15:3)
#loc15 = loc("input.mlir":16:10)
#loc16 = loc("input.mlir":17:5)
#loc17 = loc("input.mlir":20:1)
#loc19 = loc("input.mlir":21:8)
#loc20 = loc("input.mlir":22:3)
#loc21 = loc("input.mlir":24:1)
#loc23 = loc("input.mlir":25:8)
#loc24 = loc("input.mlir":26:3)
#loc25 = loc("input.mlir":28:1)
#loc27 = loc("input.mlir":29:3)

