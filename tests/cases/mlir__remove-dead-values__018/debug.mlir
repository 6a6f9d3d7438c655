#loc2 = loc("input.mlir":3:27)
#loc3 = loc("input.mlir":3:45)
#loc6 = loc("input.mlir":6:23)
"builtin.module"() ({
  "func.func"() <{arg_attrs = [{test.a}, {}], function_type = (i32, i32) -> (i32, i32), res_attrs = [{}, {test.r1}], sym_name = "attrs2", sym_visibility = "private"}> ({
  ^bb0(%arg1: i32 loc("input.mlir":3:27), %arg2: i32 loc("input.mlir":3:45)):
    "func.return"(%arg2, %arg1) : (i32, i32) -> () loc(#loc4)
  }) : () -> () loc(#loc1)
  "func.func"() <{function_type = (i32) -> i32, sym_name = "use_attrs2"}> ({
  ^bb0(%arg0: i32 loc("input.mlir":6:23)):
    %0:2 = "func.call"(%arg0, %arg0) <{callee = @attrs2}> : (i32, i32) -> (i32, i32) loc(#loc7)
    "func.return"(%0#0) : (i32) -> () loc(#loc8)
  }) : () -> () loc(#loc5)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":3:1)
#loc4 = loc("input.mlir":4:3)
#loc5 = loc("input.mlir":6:1)
#loc7 = loc("input.mlir":7:10)
#loc8 = loc("input.mlir":8:3)

