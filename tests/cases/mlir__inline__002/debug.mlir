#loc2 = loc("input.mlir":3:27)
#loc6 = loc("input.mlir":7:37)
#loc14 = loc("input.mlir":17:31)
#loc19 = loc("input.mlir":21:21)
"builtin.module"() ({
  "func.func"() <{function_type = (i32) -> i32, sym_name = "callee", sym_visibility = "private"}> ({
  ^bb0(%arg3: i32 loc("input.mlir":3:27)):
    %5 = "arith.addi"(%arg3, %arg3) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32 loc(#loc3)
    "func.return"(%5) : (i32) -> () loc(#loc4)
  }) : () -> () loc(#loc1)
  "func.func"() <{function_type = (i32) -> i32, sym_name = "no_inline_unknown_region"}> ({
  ^bb0(%arg2: i32 loc("input.mlir":7:37)):
    %2 = "foo.region"() ({
      %4 = "func.call"(%arg2) <{callee = @callee}> : (i32) -> i32 loc(#loc8)
      "foo.yield"(%4) : (i32) -> () loc(#loc9)
    }, {
      "foo.yield"(%arg2) : (i32) -> () loc(#loc10)
    }) : () -> i32 loc(#loc7)
    %3 = "func.call"(%2) <{callee = @callee}> : (i32) -> i32 loc(#loc11)
    "func.return"(%3) : (i32) -> () loc(#loc12)
  }) : () -> () loc(#loc5)
  "func.func"() <{function_type = (i32) -> i32, sym_name = "callee_unk", sym_visibility = "private"}> ({
  ^bb0(%arg1: i32 loc("input.mlir":17:31)):
    %1 = "foo.op"(%arg1) ({
      "foo.yield"() : () -> () loc(#loc16)
    }, {
    }) : (i32) -> i32 loc(#loc15)
    "func.return"(%1) : (i32) -> () loc(#loc17)
  }) : () -> () loc(#loc13)
  "func.func"() <{function_type = (i32) -> i32, sym_name = "call_unk"}> ({
  ^bb0(%arg0: i32 loc("input.mlir":21:21)):
    %0 = "func.call"(%arg0) <{callee = @callee_unk}> : (i32) -> i32 loc(#loc20)
    "func.return"(%0) : (i32) -> () loc(#loc21)
  }) : () -> () loc(#loc18)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":3:1)
#loc3 = loc("input.mlir":4:8)
#loc4 = loc("input.mlir":5:3)
#loc5 = loc("input.mlir":7:1)
#loc7 = loc("input.mlir":8:8)
#loc8 = loc("input.mlir":9:10)
#loc9 = loc("input.mlir":10:5)
#loc10 = loc("input.mlir":12:5)
#loc11 = loc("input.mlir":14:8)
#loc12 = loc("input.mlir":15:3)
#loc13 = loc("input.mlir":17:1)
#loc15 = loc("input.mlir":18:8)
#loc16 = loc("input.mlir":18:24)
#loc17 = loc("input.mlir":19:3)
#loc18 = loc("input.mlir":21:1)
#loc20 = loc("input.mlir":22:8)
#loc21 = loc("input.mlir":23:3)

