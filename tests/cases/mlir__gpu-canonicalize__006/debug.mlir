#loc2 = loc("input.mlir":2:25)
"builtin.module"() ({
  "func.func"() <{function_type = (memref<4xf32>) -> (), sym_name = "trivial_copy"}> ({
  ^bb0(%arg0: memref<4xf32> loc("input.mlir":2:25)):
    %0 = "gpu.wait"() : () -> !gpu.async.token loc(#loc3)
    %1:2 = "gpu.alloc"(%0) <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (!gpu.async.token) -> (memref<4xf32>, !gpu.async.token) loc(#loc4)
    %2 = "gpu.memcpy"(%1#1, %1#0, %arg0) : (!gpu.async.token, memref<4xf32>, memref<4xf32>) -> !gpu.async.token loc(#loc5)
    %3 = "gpu.dealloc"(%2, %1#0) : (!gpu.async.token, memref<4xf32>) -> !gpu.async.token loc(#loc6)
    "gpu.wait"(%3) : (!gpu.async.token) -> () loc(#loc7)
    "func.return"() : () -> () loc(#loc8)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":2:1)
#loc3 = loc("input.mlir":3:9)
#loc4 = loc("input.mlir":4:13)
#loc5 = loc("input.mlir":5:9)
#loc6 = loc("input.mlir":6:9)
#loc7 = loc("input.mlir":7:3)
#loc8 = loc("input.mlir":8:3)

