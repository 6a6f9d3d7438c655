"builtin.module"() ({
  "func.func"() <{function_type = (memref<4xf32>, memref<1xi32>, index) -> (), sym_name = "f"}> ({
  ^bb0(%arg0: memref<4xf32>, %arg1: memref<1xi32>, %arg2: index):
    "memref.dma_start"(%arg0, %arg2, %arg0, %arg2, %arg2, %arg1, %arg2, %arg2, %arg2) : (memref<4xf32>, index, memref<4xf32>, index, index, memref<1xi32>, index, index, index) -> ()
    "memref.dma_start"(%arg0, %arg2, %arg0, %arg2, %arg2, %arg1, %arg2) : (memref<4xf32>, index, memref<4xf32>, index, index, memref<1xi32>, index) -> ()
    "memref.dma_wait"(%arg1, %arg2, %arg2) : (memref<1xi32>, index, index) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

