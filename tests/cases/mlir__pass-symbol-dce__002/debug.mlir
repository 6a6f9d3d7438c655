#loc2 = loc("input.mlir":4:29)
#loc8 = loc("input.mlir":11:21)
"builtin.module"() ({
  "func.func"() <{function_type = (i32) -> i32, sym_name = "callee", sym_visibility = "private"}> ({
  ^bb0(%arg1: i32 loc("input.mlir":4:29)):
    "func.return"(%arg1) : (i32) -> () loc(#loc3)
  }) : () -> () loc(#loc1)
  "func.func"() <{function_type = () -> (), sym_name = "self_recursive", sym_visibility = "private"}> ({
    "func.call"() <{callee = @self_recursive}> : () -> () loc(#loc5)
    "func.return"() : () -> () loc(#loc6)
  }) : () -> () loc(#loc4)
  "func.func"() <{function_type = (i32) -> i32, sym_name = "caller"}> ({
  ^bb0(%arg0: i32 loc("input.mlir":11:21)):
    %0 = "func.call"(%arg0) <{callee = @callee}> : (i32) -> i32 loc(#loc9)
    "func.return"(%0) : (i32) -> () loc(#loc10)
  }) : () -> () loc(#loc7)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":3:1)
#loc1 = loc("input.mlir":4:3)
#loc3 = loc("input.mlir":5:5)
#loc4 = loc("input.mlir":7:3)
#loc5 = loc("input.mlir":8:5)
#loc6 = loc("input.mlir":9:5)
#loc7 = loc("input.mlir":11:3)
#loc9 = loc("input.mlir":12:10)
#loc10 = loc("input.mlir":13:5)

