#loc7 = loc("y")
"builtin.module"() ({
  "test.wrap"() ({
    %1 = "test.a"() : () -> i32 loc(#loc2)
    "func.func"() <{function_type = () -> (), sym_name = "f"}> ({
      %2 = "test.a"() : () -> i32 loc(#loc2)
      "func.return"() : () -> () loc(#loc4)
    }) : () -> () loc(#loc3)
  }) : () -> () loc(#loc1)
  "test.wrap"() ({
    "func.func"() <{function_type = (i32) -> (), sym_name = "g"}> ({
    ^bb0(%arg0: i32 loc("y")):
      %0 = "test.a"() : () -> i32 loc(#loc7)
      "test.b"(%arg0) : (i32) -> () loc(#loc8)
      "func.return"() : () -> () loc(#loc9)
    }) : () -> () loc(#loc6)
  }) : () -> () loc(#loc5)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":3:1)
#loc2 = loc("x")
#loc3 = loc("input.mlir":5:3)
#loc4 = loc("input.mlir":7:5)
#loc5 = loc("input.mlir":10:1)
#loc6 = loc("input.mlir":11:3)
#loc8 = loc("input.mlir":13:5)
#loc9 = loc("input.mlir":14:5)

