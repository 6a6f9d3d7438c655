"builtin.module"() ({
  "func.func"() <{function_type = () -> (), sym_name = "dead_private_function", sym_visibility = "private"}> ({
  }) : () -> () loc(#loc1)
  "func.func"() <{function_type = () -> (), sym_name = "live_private_function", sym_visibility = "private"}> ({
  }) : () -> () loc(#loc2)
  "live.user"() {uses = [@live_private_function]} : () -> () loc(#loc3)
  "live.user"() {uses = [@unknown_symbol]} : () -> () loc(#loc4)
  "test.region"() ({
    "live.user"() {uses = {nested = [@live_private_function]}} : () -> () loc(#loc6)
    "test.end"() : () -> () loc(#loc7)
  }, {
  }) : () -> () loc(#loc5)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":4:1)
#loc1 = loc("input.mlir":5:3)
#loc2 = loc("input.mlir":6:3)
#loc3 = loc("input.mlir":7:3)
#loc4 = loc("input.mlir":8:3)
#loc5 = loc("input.mlir":9:3)
#loc6 = loc("input.mlir":10:5)
#loc7 = loc("input.mlir":11:5)

