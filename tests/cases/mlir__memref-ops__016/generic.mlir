"builtin.module"() ({
  "func.func"() <{function_type = (memref<4xf32>, index) -> (), sym_name = "f"}> ({
  ^bb0(%arg0: memref<4xf32>, %arg1: index):
    %0 = "memref.generic_atomic_rmw"(%arg0, %arg1) ({
    ^bb0(%arg2: f32):
      %1 = "memref.alloca_scope"() ({
        "memref.alloca_scope.return"(%arg2) : (f32) -> ()
      }) : () -> f32
      "memref.atomic_yield"(%1) : (f32) -> ()
    }) : (memref<4xf32>, index) -> f32
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

