"builtin.module"() ({
  "func.func"() <{function_type = (index) -> memref<?xf32>, sym_name = "wait_chain"}> ({
  ^bb0(%arg0: index):
    %0 = "gpu.wait"() : () -> !gpu.async.token
    %1 = "gpu.wait"(%0) : (!gpu.async.token) -> !gpu.async.token
    %2:2 = "gpu.alloc"(%1, %arg0) <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (!gpu.async.token, index) -> (memref<?xf32>, !gpu.async.token)
    %3 = "gpu.wait"() : () -> !gpu.async.token
    "gpu.wait"(%2#1, %3) : (!gpu.async.token, !gpu.async.token) -> ()
    "gpu.wait"() : () -> ()
    "func.return"(%2#0) : (memref<?xf32>) -> ()
  }) : () -> ()
}) : () -> ()

