"builtin.module"() ({
  "func.func"() <{function_type = (index, memref<?xf32>, memref<?xf32>, f32, memref<*xf32>, i32) -> (), sym_name = "async_memory"}> ({
  ^bb0(%arg0: index, %arg1: memref<?xf32>, %arg2: memref<?xf32>, %arg3: f32, %arg4: memref<*xf32>, %arg5: i32):
    %0 = "gpu.wait"() : () -> !gpu.async.token
    %1:2 = "gpu.alloc"(%0, %arg0) <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (!gpu.async.token, index) -> (memref<?xf32>, !gpu.async.token)
    %2 = "gpu.alloc"(%arg0) <{hostShared, operandSegmentSizes = array<i32: 0, 1, 0>}> : (index) -> memref<?xf32>
    %3 = "gpu.memcpy"(%1#1, %arg1, %1#0) : (!gpu.async.token, memref<?xf32>, memref<?xf32>) -> !gpu.async.token
    %4 = "gpu.memset"(%3, %arg1, %arg3) : (!gpu.async.token, memref<?xf32>, f32) -> !gpu.async.token
    "gpu.memcpy"(%arg1, %arg2) : (memref<?xf32>, memref<?xf32>) -> ()
    "gpu.memset"(%arg1, %arg3) : (memref<?xf32>, f32) -> ()
    %5 = "gpu.dealloc"(%4, %1#0) : (!gpu.async.token, memref<?xf32>) -> !gpu.async.token
    "gpu.dealloc"(%2) : (memref<?xf32>) -> ()
    "gpu.wait"(%5, %0) : (!gpu.async.token, !gpu.async.token) -> ()
    "gpu.wait"() : () -> ()
    "gpu.host_register"(%arg4) : (memref<*xf32>) -> ()
    "gpu.host_unregister"(%arg4) : (memref<*xf32>) -> ()
    "gpu.set_default_device"(%arg5) : (i32) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

