"builtin.module"() ({
  "func.func"() <{function_type = (memref<10x?xf32>, index, memref<1xi32>, f32) -> (), sym_name = "f"}> ({
  ^bb0(%arg0: memref<10x?xf32>, %arg1: index, %arg2: memref<1xi32>, %arg3: f32):
    %0 = "memref.generic_atomic_rmw"(%arg0, %arg1, %arg1) ({
    ^bb0(%arg4: f32):
      "memref.atomic_yield"(%arg4) : (f32) -> ()
    }) : (memref<10x?xf32>, index, index) -> f32
    "memref.dma_wait"(%arg2, %arg1, %arg1) : (memref<1xi32>, index, index) -> ()
    %1 = "memref.reshape"(%arg0, %arg2) : (memref<10x?xf32>, memref<1xi32>) -> memref<?xf32>
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

