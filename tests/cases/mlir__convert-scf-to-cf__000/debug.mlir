#loc2 = loc("input.mlir":3:23)
#loc3 = loc("input.mlir":3:36)
#loc4 = loc("input.mlir":3:49)
#loc6 = loc("input.mlir":4:11)
"builtin.module"() ({
  "func.func"() <{function_type = (index, index, index) -> (), sym_name = "simple_for"}> ({
  ^bb0(%arg0: index loc("input.mlir":3:23), %arg1: index loc("input.mlir":3:36), %arg2: index loc("input.mlir":3:49)):
    "scf.for"(%arg0, %arg1, %arg2) ({
    ^bb0(%arg3: index loc("input.mlir":4:11)):
      %0 = "arith.constant"() <{value = 1 : index}> : () -> index loc(#loc7)
      "foo.use"(%arg3) : (index) -> () loc(#loc8)
      "scf.yield"() : () -> () loc(#loc5)
    }) : (index, index, index) -> () loc(#loc5)
    "func.return"() : () -> () loc(#loc9)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":3:1)
#loc5 = loc("input.mlir":4:3)
#loc7 = loc("input.mlir":5:11)
#loc8 = loc("input.mlir":6:5)
#loc9 = loc("input.mlir":8:3)

