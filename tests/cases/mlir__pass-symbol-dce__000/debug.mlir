"builtin.module"() ({
  "func.func"() <{function_type = () -> (), sym_name = "dead_private_function", sym_visibility = "private"}> ({
  }) : () -> () loc(#loc1)
  "func.func"() <{function_type = () -> (), sym_name = "dead_nested_function", sym_visibility = "nested"}> ({
  }) : () -> () loc(#loc2)
  "func.func"() <{function_type = () -> (), sym_name = "live_private_function", sym_visibility = "private"}> ({
  }) : () -> () loc(#loc3)
  "func.func"() <{function_type = () -> (), sym_name = "live_nested_function", sym_visibility = "nested"}> ({
  }) : () -> () loc(#loc4)
  "func.func"() <{function_type = () -> (), sym_name = "public_function"}> ({
    "foo.return"() {uses = [@live_private_function, @live_nested_function]} : () -> () loc(#loc6)
  }) : () -> () loc(#loc5)
  "memref.global"() <{sym_name = "dead_global", sym_visibility = "private", type = memref<2xf32>}> : () -> () loc(#loc7)
  "memref.global"() <{sym_name = "public_global", type = memref<2xf32>}> : () -> () loc(#loc8)
}) {test.simple} : () -> () loc(#loc)
#loc = loc("input.mlir":5:1)
#loc1 = loc("input.mlir":6:3)
#loc2 = loc("input.mlir":7:3)
#loc3 = loc("input.mlir":8:3)
#loc4 = loc("input.mlir":9:3)
#loc5 = loc("input.mlir":10:3)
#loc6 = loc("input.mlir":11:5)
#loc7 = loc("input.mlir":13:3)
#loc8 = loc("input.mlir":14:3)

