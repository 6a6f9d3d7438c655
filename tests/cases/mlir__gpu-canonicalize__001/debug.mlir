"builtin.module"() ({
  "func.func"() <{function_type = () -> (), sym_name = "barriers"}> ({
    "gpu.barrier"() : () -> () loc(#loc2)
    "gpu.barrier"() : () -> () loc(#loc3)
    "gpu.barrier"() : () -> () loc(#loc4)
    "test.x"() : () -> () loc(#loc5)
    "gpu.barrier"() : () -> () loc(#loc6)
    "func.return"() : () -> () loc(#loc7)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":2:1)
#loc2 = loc("input.mlir":3:3)
#loc3 = loc("input.mlir":4:3)
#loc4 = loc("input.mlir":5:3)
#loc5 = loc("input.mlir":6:3)
#loc6 = loc("input.mlir":7:3)
#loc7 = loc("input.mlir":8:3)

