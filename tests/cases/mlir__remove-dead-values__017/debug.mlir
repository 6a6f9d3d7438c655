#loc2 = loc("input.mlir":3:26)
#loc3 = loc("input.mlir":3:44)
#loc4 = loc("input.mlir":3:62)
#loc7 = loc("input.mlir":6:22)
"builtin.module"() ({
  "func.func"() <{arg_attrs = [{test.a}, {test.b}, {}], function_type = (i32, i32, i32) -> (i32, i32), res_attrs = [{test.r0}, {test.r1}], sym_name = "attrs", sym_visibility = "private"}> ({
  ^bb0(%arg1: i32 loc("input.mlir":3:26), %arg2: i32 loc("input.mlir":3:44), %arg3: i32 loc("input.mlir":3:62)):
    "func.return"(%arg2, %arg1) : (i32, i32) -> () loc(#loc5)
  }) : () -> () loc(#loc1)
  "func.func"() <{function_type = (i32) -> i32, sym_name = "use_attrs"}> ({
  ^bb0(%arg0: i32 loc("input.mlir":6:22)):
    %0:2 = "func.call"(%arg0, %arg0, %arg0) <{callee = @attrs}> : (i32, i32, i32) -> (i32, i32) loc(#loc8)
    "func.return"(%0#1) : (i32) -> () loc(#loc9)
  }) : () -> () loc(#loc6)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":3:1)
#loc5 = loc("input.mlir":4:3)
#loc6 = loc("input.mlir":6:1)
#loc8 = loc("input.mlir":7:10)
#loc9 = loc("input.mlir":8:3)

