"builtin.module"() ({
  "test.wrap"() ({
    %1 = "arith.constant"() <{value = 1 : i32}> : () -> i32 loc(#loc2)
    "func.func"() <{function_type = () -> (), sym_name = "f"}> ({
      %3 = "arith.constant"() <{value = 1 : i32}> : () -> i32 loc(#loc4)
      %4 = "arith.constant"() <{value = 1 : i32}> : () -> i32 loc(#loc5)
      %5 = "test.a"() : () -> i32 loc(#loc6)
      "func.return"() : () -> () loc(#loc7)
    }) : () -> () loc(#loc3)
    "test.wrap"() ({
      "func.func"() <{function_type = () -> (), sym_name = "g"}> ({
        %2 = "arith.constant"() <{value = 1 : i32}> : () -> i32 loc(#loc10)
        "func.return"() : () -> () loc(#loc11)
      }) : () -> () loc(#loc9)
    }) : () -> () loc(#loc8)
  }) : () -> () loc(#loc1)
  "test.wrap"() ({
    "func.func"() <{function_type = () -> (), sym_name = "h"}> ({
      %0 = "arith.constant"() <{value = 1 : i32}> : () -> i32 loc(#loc14)
      "func.return"() : () -> () loc(#loc15)
    }) : () -> () loc(#loc13)
  }) : () -> () loc(#loc12)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":3:1)
#loc2 = loc("input.mlir":4:9)
#loc3 = loc("input.mlir":5:3)
#loc4 = loc("input.mlir":6:13)
#loc5 = loc("input.mlir":7:13)
#loc6 = loc("input.mlir":8:10)
#loc7 = loc("input.mlir":9:5)
#loc8 = loc("input.mlir":11:3)
#loc9 = loc("input.mlir":12:5)
#loc10 = loc("input.mlir":13:15)
#loc11 = loc("input.mlir":14:7)
#loc12 = loc("input.mlir":18:1)
#loc13 = loc("input.mlir":19:3)
#loc14 = loc("input.mlir":20:11)
#loc15 = loc("input.mlir":21:5)

