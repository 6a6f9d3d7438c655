#loc2 = loc("input.mlir":3:23)
"builtin.module"() ({
  "func.func"() <{function_type = (index) -> memref<?xf32>, sym_name = "wait_chain"}> ({
  ^bb0(%arg0: index loc("input.mlir":3:23)):
    %0 = "gpu.wait"() : () -> !gpu.async.token loc(#loc3)
    %1 = "gpu.wait"(%0) : (!gpu.async.token) -> !gpu.async.token loc(#loc4)
    %2:2 = "gpu.alloc"(%1, %arg0) <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (!gpu.async.token, index) -> (memref<?xf32>, !gpu.async.token) loc(#loc5)
    %3 = "gpu.wait"() : () -> !gpu.async.token loc(#loc6)
    "gpu.wait"(%2#1, %3) : (!gpu.async.token, !gpu.async.token) -> () loc(#loc7)
    "gpu.wait"() : () -> () loc(#loc8)
    "func.return"(%2#0) : (memref<?xf32>) -> () loc(#loc9)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":3:1)
#loc3 = loc("input.mlir":4:9)
#loc4 = loc("input.mlir":5:9)
#loc5 = loc("input.mlir":6:13)
#loc6 = loc("input.mlir":7:9)
#loc7 = loc("input.mlir":8:3)
#loc8 = loc("input.mlir":9:3)
#loc9 = loc("input.mlir":10:3)

