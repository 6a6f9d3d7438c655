#loc2 = loc("input.mlir":2:26)
#loc3 = loc("input.mlir":2:41)
#loc4 = loc("input.mlir":2:56)
#loc6 = loc("input.mlir":3:20)
"builtin.module"() ({
  "func.func"() <{function_type = (index, index, index) -> (), sym_name = "unsigned_loop"}> ({
  ^bb0(%arg0: index loc("input.mlir":2:26), %arg1: index loc("input.mlir":2:41), %arg2: index loc("input.mlir":2:56)):
    "scf.for"(%arg0, %arg1, %arg2) <{unsignedCmp}> ({
    ^bb0(%arg3: index loc("input.mlir":3:20)):
      %0 = "arith.constant"() <{value = 1 : index}> : () -> index loc(#loc7)
      "scf.yield"() : () -> () loc(#loc5)
    }) : (index, index, index) -> () loc(#loc5)
    "func.return"() : () -> () loc(#loc8)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":2:1)
#loc5 = loc("input.mlir":3:3)
#loc7 = loc("input.mlir":4:11)
#loc8 = loc("input.mlir":6:3)

