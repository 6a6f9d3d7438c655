"builtin.module"() ({
  "func.func"() <{function_type = (memref<10xf32>, memref<10xf32>, f32) -> (), sym_name = "casts"}> ({
  ^bb0(%arg0: memref<10xf32>, %arg1: memref<10xf32>, %arg2: f32):
    %0 = "memref.cast"(%arg0) : (memref<10xf32>) -> memref<?xf32>
    %1 = "memref.cast"(%arg1) : (memref<10xf32>) -> memref<?xf32>
    "gpu.memcpy"(%0, %1) : (memref<?xf32>, memref<?xf32>) -> ()
    "gpu.memset"(%0, %arg2) : (memref<?xf32>, f32) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

