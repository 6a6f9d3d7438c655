"builtin.module"() ({
  "func.func"() <{function_type = (memref<4xf32>) -> (), sym_name = "trivial_copy"}> ({
  ^bb0(%arg0: memref<4xf32>):
    %0 = "gpu.wait"() : () -> !gpu.async.token
    %1:2 = "gpu.alloc"(%0) <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (!gpu.async.token) -> (memref<4xf32>, !gpu.async.token)
    %2 = "gpu.memcpy"(%1#1, %1#0, %arg0) : (!gpu.async.token, memref<4xf32>, memref<4xf32>) -> !gpu.async.token
    %3 = "gpu.dealloc"(%2, %1#0) : (!gpu.async.token, memref<4xf32>) -> !gpu.async.token
    "gpu.wait"(%3) : (!gpu.async.token) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

