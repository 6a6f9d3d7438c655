#loc3 = loc("input.mlir":6:6)
#loc4 = loc("input.mlir":6:15)
#loc7 = loc("input.mlir":8:16)
#loc11 = loc("input.mlir":13:8)
#loc14 = loc("input.mlir":15:18)
"builtin.module"() ({
  %0 = "test.a"() : () -> i32 loc(#loc1)
  "test.wrap"() ({
  ^bb0(%arg0: i32 loc("input.mlir":6:6), %arg1: i32 loc("input.mlir":6:15)):
    %2 = "test.a"() : () -> i32 loc(#loc5)
    "func.func"() <{function_type = (i32) -> i32, sym_name = "f"}> ({
    ^bb0(%arg4: i32 loc("input.mlir":8:16)):
      %7 = "arith.addi"(%arg4, %arg4) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32 loc(#loc8)
      "func.return"(%7) : (i32) -> () loc(#loc9)
    }) : () -> () loc(#loc6)
    "test.wrap"() ({
    ^bb0(%arg2: i32 loc("input.mlir":13:8)):
      %5:2 = "test.b"() : () -> (i32, i32) loc(#loc12)
      "func.func"() <{function_type = (i32) -> (), sym_name = "g"}> ({
      ^bb0(%arg3: i32 loc("input.mlir":15:18)):
        %6 = "test.c"(%arg3) : (i32) -> i32 loc(#loc15)
        "func.return"() : () -> () loc(#loc16)
      }) : () -> () loc(#loc13)
      "test.end"() : () -> () loc(#loc17)
    }) : () -> () loc(#loc10)
    "test.br"()[^bb1] : () -> () loc(#loc18)
  ^bb1:  // pred: ^bb0
    %3 = "test.a"() : () -> i32 loc(#loc19)
    "func.func"() <{function_type = () -> (), sym_name = "h"}> ({
      %4 = "test.a"() : () -> i32 loc(#loc21)
      "func.return"() : () -> () loc(#loc22)
    }) : () -> () loc(#loc20)
    "test.end"() : () -> () loc(#loc23)
  }, {
    "func.func"() <{function_type = () -> (), sym_name = "k"}> ({
      %1 = "test.a"() : () -> i32 loc(#loc25)
      "func.return"() : () -> () loc(#loc26)
    }) : () -> () loc(#loc24)
  }) : () -> () loc(#loc2)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":4:6)
#loc2 = loc("input.mlir":5:1)
#loc5 = loc("input.mlir":7:8)
#loc6 = loc("input.mlir":8:3)
#loc8 = loc("input.mlir":9:10)
#loc9 = loc("input.mlir":10:5)
#loc10 = loc("input.mlir":12:3)
#loc12 = loc("input.mlir":14:12)
#loc13 = loc("input.mlir":15:5)
#loc15 = loc("input.mlir":16:12)
#loc16 = loc("input.mlir":17:7)
#loc17 = loc("input.mlir":19:5)
#loc18 = loc("input.mlir":21:3)
#loc19 = loc("input.mlir":23:8)
#loc20 = loc("input.mlir":24:3)
#loc21 = loc("input.mlir":25:10)
#loc22 = loc("input.mlir":26:5)
#loc23 = loc("input.mlir":28:3)
#loc24 = loc("input.mlir":30:3)
#loc25 = loc("input.mlir":31:10)
#loc26 = loc("input.mlir":32:5)

