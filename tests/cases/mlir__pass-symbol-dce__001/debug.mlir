"builtin.module"() ({
  "builtin.module"() <{sym_name = "public_module"}> ({
    "func.func"() <{function_type = () -> (), sym_name = "dead_nested_function", sym_visibility = "nested"}> ({
    }) : () -> () loc(#loc2)
    "func.func"() <{function_type = () -> (), sym_name = "private_function", sym_visibility = "private"}> ({
    }) : () -> () loc(#loc3)
    "func.func"() <{function_type = () -> (), sym_name = "nested_function", sym_visibility = "nested"}> ({
      "foo.return"() {uses = [@private_function]} : () -> () loc(#loc5)
    }) : () -> () loc(#loc4)
  }) : () -> () loc(#loc1)
  "builtin.module"() <{sym_name = "dead_private_module", sym_visibility = "private"}> ({
    "func.func"() <{function_type = () -> (), sym_name = "inner"}> ({
      "func.return"() : () -> () loc(#loc8)
    }) : () -> () loc(#loc7)
  }) : () -> () loc(#loc6)
  "live.user"() {uses = [@public_module::@nested_function]} : () -> () loc(#loc9)
}) {test.nested} : () -> () loc(#loc)
#loc = loc("input.mlir":3:1)
#loc1 = loc("input.mlir":4:3)
#loc2 = loc("input.mlir":5:5)
#loc3 = loc("input.mlir":6:5)
#loc4 = loc("input.mlir":7:5)
#loc5 = loc("input.mlir":8:7)
#loc6 = loc("input.mlir":11:3)
#loc7 = loc("input.mlir":12:5)
#loc8 = loc("input.mlir":13:7)
#loc9 = loc("input.mlir":16:3)

