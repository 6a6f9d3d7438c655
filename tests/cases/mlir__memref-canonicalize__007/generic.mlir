"builtin.module"() ({
  "func.func"() <{function_type = (memref<4xf32, 1>) -> (memref<4xf32, 3>, memref<4xf32, 1>), sym_name = "spaces"}> ({
  ^bb0(%arg0: memref<4xf32, 1>):
    %0 = "memref.memory_space_cast"(%arg0) : (memref<4xf32, 1>) -> memref<4xf32, 2>
    %1 = "memref.memory_space_cast"(%0) : (memref<4xf32, 2>) -> memref<4xf32, 3>
    %2 = "memref.memory_space_cast"(%arg0) : (memref<4xf32, 1>) -> memref<4xf32, 1>
    "func.return"(%1, %2) : (memref<4xf32, 3>, memref<4xf32, 1>) -> ()
  }) : () -> ()
}) : () -> ()

