"builtin.module"() ({
  "func.func"() <{function_type = (memref<?x4xf32>, index) -> f32, sym_name = "load"}> ({
  ^bb0(%arg0: memref<?x4xf32>, %arg1: index):
    %0 = "memref.load"(%arg0, %arg1, %arg1) : (memref<?x4xf32>, index, index) -> f32
    "func.return"(%0) : (f32) -> ()
  }) : () -> ()
}) : () -> ()

