"builtin.module"() ({
  "func.func"() <{function_type = (memref<1x1xf32>) -> (), sym_name = "f"}> ({
  ^bb0(%arg0: memref<1x1xf32>):
    %0 = "memref.collapse_shape"(%arg0) <{reassociation = []}> : (memref<1x1xf32>) -> memref<f32>
    %1 = "memref.expand_shape"(%0) <{reassociation = [], static_output_shape = array<i64: 1, 1>}> : (memref<f32>) -> memref<1x1xf32>
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

