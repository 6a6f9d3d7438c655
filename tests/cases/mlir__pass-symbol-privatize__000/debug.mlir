"builtin.module"() ({
  "func.func"() <{function_type = () -> (), sym_name = "a"}> ({
    "func.return"() : () -> () loc(#loc2)
  }) : () -> () loc(#loc1)
  "func.func"() <{function_type = () -> (), sym_name = "keep"}> ({
    "func.return"() : () -> () loc(#loc4)
  }) : () -> () loc(#loc3)
  "func.func"() <{function_type = () -> (), sym_name = "b", sym_visibility = "nested"}> ({
  }) : () -> () loc(#loc5)
  "memref.global"() <{sym_name = "g", type = memref<4xi32>}> : () -> () loc(#loc6)
  "memref.global"() <{sym_name = "also_kept", type = memref<4xi32>}> : () -> () loc(#loc7)
  "builtin.module"() <{sym_name = "inner"}> ({
    "func.func"() <{function_type = () -> (), sym_name = "not_direct"}> ({
      "func.return"() : () -> () loc(#loc10)
    }) : () -> () loc(#loc9)
  }) : () -> () loc(#loc8)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":3:1)
#loc1 = loc("input.mlir":4:3)
#loc2 = loc("input.mlir":5:5)
#loc3 = loc("input.mlir":7:3)
#loc4 = loc("input.mlir":8:5)
#loc5 = loc("input.mlir":10:3)
#loc6 = loc("input.mlir":11:3)
#loc7 = loc("input.mlir":12:3)
#loc8 = loc("input.mlir":13:3)
#loc9 = loc("input.mlir":14:5)
#loc10 = loc("input.mlir":15:7)

