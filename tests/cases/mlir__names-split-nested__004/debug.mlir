#loc3 = loc("input.mlir":5:16)
#loc7 = loc("input.mlir":8:20)
"builtin.module"() ({
  "test.wrap"() ({
    "func.func"() <{function_type = (i32) -> i32, sym_name = "f"}> ({
    ^bb0(%arg0: i32 loc("input.mlir":5:16)):
      "test.wrap"() ({
        %1 = "test.a"() : () -> i32 loc(#loc5)
        "func.func"() <{function_type = (i32) -> i32, sym_name = "g"}> ({
        ^bb0(%arg1: i32 loc("input.mlir":8:20)):
          %2 = "arith.addi"(%arg1, %arg1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32 loc(#loc8)
          "func.return"(%2) : (i32) -> () loc(#loc9)
        }) : () -> () loc(#loc6)
      }) : () -> () loc(#loc4)
      "func.return"(%arg0) : (i32) -> () loc(#loc10)
    }) : () -> () loc(#loc2)
    "builtin.module"() <{sym_name = "m"}> ({
      "test.wrap"() ({
        "func.func"() <{function_type = () -> i32, sym_name = "h"}> ({
          %0 = "test.a"() : () -> i32 loc(#loc14)
          "func.return"(%0) : (i32) -> () loc(#loc15)
        }) : () -> () loc(#loc13)
      }) : () -> () loc(#loc12)
      "func.func"() <{function_type = () -> (), sym_name = "i"}> ({
        "func.return"() : () -> () loc(#loc17)
      }) : () -> () loc(#loc16)
    }) : () -> () loc(#loc11)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":4:1)
#loc2 = loc("input.mlir":5:3)
#loc4 = loc("input.mlir":6:5)
#loc5 = loc("input.mlir":7:12)
#loc6 = loc("input.mlir":8:7)
#loc8 = loc("input.mlir":9:14)
#loc9 = loc("input.mlir":10:9)
#loc10 = loc("input.mlir":13:5)
#loc11 = loc("input.mlir":15:3)
#loc12 = loc("input.mlir":16:5)
#loc13 = loc("input.mlir":17:7)
#loc14 = loc("input.mlir":18:14)
#loc15 = loc("input.mlir":19:9)
#loc16 = loc("input.mlir":22:5)
#loc17 = loc("input.mlir":23:7)

