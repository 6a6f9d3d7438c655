"builtin.module"() ({
  "func.func"() <{function_type = (memref<4xf32>, index) -> (), sym_name = "h"}> ({
  ^bb0(%arg0: memref<4xf32>, %arg1: index):
    %0 = "arith.constant"() <{value = 1.000000e+00 : f32}> : () -> f32
    "memref.store"(%0, %arg0, %arg1) : (f32, memref<4xf32>, index) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

