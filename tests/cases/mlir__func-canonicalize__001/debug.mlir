#loc3 = loc("input.mlir":4:32)
"builtin.module"() ({
  "func.func"() <{function_type = (i32) -> i32, sym_name = "callee", sym_visibility = "private"}> ({
  }) : () -> () loc(#loc1)
  "func.func"() <{function_type = (i32) -> i32, sym_name = "indirect_with_attrs"}> ({
  ^bb0(%arg0: i32 loc("input.mlir":4:32)):
    "test.before"() : () -> () loc(#loc4)
    %0 = "func.constant"() <{value = @callee}> : () -> ((i32) -> i32) loc(#loc5)
    %1 = "func.call_indirect"(%0, %arg0) <{arg_attrs = [{test.attr}]}> : ((i32) -> i32, i32) -> i32 loc(#loc6)
    "func.return"(%1) : (i32) -> () loc(#loc7)
  }) : () -> () loc(#loc2)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":2:1)
#loc2 = loc("input.mlir":4:1)
#loc4 = loc("input.mlir":5:3)
#loc5 = loc("fn")
#loc6 = loc("call")
#loc7 = loc("input.mlir":8:3)

