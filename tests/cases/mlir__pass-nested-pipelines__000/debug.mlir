"builtin.module"() ({
  "func.func"() <{function_type = () -> (), sym_name = "unused", sym_visibility = "private"}> ({
  }) : () -> () loc(#loc1)
  "func.func"() <{function_type = () -> (), sym_name = "used"}> ({
    "func.call"() <{callee = @callee}> : () -> () loc(#loc3)
    "func.return"() : () -> () loc(#loc4)
  }) : () -> () loc(#loc2)
  "func.func"() <{function_type = () -> (), sym_name = "callee", sym_visibility = "private"}> ({
    "func.return"() : () -> () loc(#loc6)
  }) : () -> () loc(#loc5)
  "builtin.module"() <{sym_name = "nested"}> ({
    "func.func"() <{function_type = () -> (), sym_name = "inner"}> ({
      "func.return"() : () -> () loc(#loc9)
    }) : () -> () loc(#loc8)
  }) : () -> () loc(#loc7)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":3:1)
#loc1 = loc("a":1:1)
#loc2 = loc("d":4:4)
#loc3 = loc("b":2:2)
#loc4 = loc("c":3:3)
#loc5 = loc("e":5:5)
#loc6 = loc("input.mlir":10:5)
#loc7 = loc("input.mlir":12:3)
#loc8 = loc("g":7:7)
#loc9 = loc("f":6:6)

