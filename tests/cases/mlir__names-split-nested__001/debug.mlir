#loc2 = loc("input.mlir":3:16)
#loc6 = loc("input.mlir":7:17)
#loc11 = loc("input.mlir":12:19)
#loc12 = loc("input.mlir":12:28)
#loc19 = loc("input.mlir":20:12)
"builtin.module"() ({
  "func.func"() <{function_type = (i32) -> i32, sym_name = "top"}> ({
  ^bb0(%arg3: i32 loc("input.mlir":3:16)):
    "func.return"(%arg3) : (i32) -> () loc(#loc3)
  }) : () -> () loc(#loc1)
  "test.outer"() ({
    "func.func"() <{function_type = (i32) -> i32, sym_name = "l1"}> ({
    ^bb0(%arg2: i32 loc("input.mlir":7:17)):
      %4 = "arith.addi"(%arg2, %arg2) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32 loc(#loc7)
      "func.return"(%4) : (i32) -> () loc(#loc8)
    }) : () -> () loc(#loc5)
    "test.mid"() ({
      "func.func"() <{function_type = (i32, i32) -> (i32, i32), sym_name = "l2"}> ({
      ^bb0(%arg0: i32 loc("input.mlir":12:19), %arg1: i32 loc("input.mlir":12:28)):
        %3:2 = "test.pair"(%arg0, %arg1) : (i32, i32) -> (i32, i32) loc(#loc13)
        "func.return"(%3#1, %3#0) : (i32, i32) -> () loc(#loc14)
      }) : () -> () loc(#loc10)
      "test.inner"() ({
        "func.func"() <{function_type = () -> (), sym_name = "l3"}> ({
          %1 = "test.x"() : () -> i32 loc(#loc17)
          "cf.br"(%1)[^bb1] : (i32) -> () loc(#loc18)
        ^bb1(%2: i32 loc("input.mlir":20:12)):  // pred: ^bb0
          "test.use"(%2) : (i32) -> () loc(#loc20)
          "func.return"() : () -> () loc(#loc21)
        }) : () -> () loc(#loc16)
      }, {
        "func.func"() <{function_type = () -> (), sym_name = "l3b"}> ({
          %0 = "arith.constant"() <{value = 1 : i32}> : () -> i32 loc(#loc23)
          "func.return"() : () -> () loc(#loc24)
        }) : () -> () loc(#loc22)
      }) : () -> () loc(#loc15)
    }) : () -> () loc(#loc9)
    "func.func"() <{function_type = () -> (), sym_name = "l1b"}> ({
      "func.return"() : () -> () loc(#loc26)
    }) : () -> () loc(#loc25)
  }) : () -> () loc(#loc4)
  "func.func"() <{function_type = () -> (), sym_name = "bottom"}> ({
    "func.return"() : () -> () loc(#loc28)
  }) : () -> () loc(#loc27)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":3:1)
#loc3 = loc("input.mlir":4:3)
#loc4 = loc("input.mlir":6:1)
#loc5 = loc("input.mlir":7:3)
#loc7 = loc("input.mlir":8:10)
#loc8 = loc("input.mlir":9:5)
#loc9 = loc("input.mlir":11:3)
#loc10 = loc("input.mlir":12:5)
#loc13 = loc("input.mlir":13:14)
#loc14 = loc("input.mlir":14:7)
#loc15 = loc("input.mlir":16:5)
#loc16 = loc("input.mlir":17:7)
#loc17 = loc("input.mlir":18:14)
#loc18 = loc("input.mlir":19:9)
#loc20 = loc("input.mlir":21:9)
#loc21 = loc("input.mlir":22:9)
#loc22 = loc("input.mlir":25:7)
#loc23 = loc("input.mlir":26:15)
#loc24 = loc("input.mlir":27:9)
#loc25 = loc("input.mlir":31:3)
#loc26 = loc("input.mlir":32:5)
#loc27 = loc("input.mlir":35:1)
#loc28 = loc("input.mlir":36:3)

