"builtin.module"() ({
  "func.func"() <{function_type = (memref<f32>, memref<?xf32>, index, index, index, index, f32) -> f32, sym_name = "expand"}> ({
  ^bb0(%arg0: memref<f32>, %arg1: memref<?xf32>, %arg2: index, %arg3: index, %arg4: index, %arg5: index, %arg6: f32):
    %0 = "memref.expand_shape"(%arg0) <{reassociation = [], static_output_shape = array<i64: 1, 1>}> : (memref<f32>) -> memref<1x1xf32>
    %1 = "memref.load"(%0, %arg2, %arg3) : (memref<1x1xf32>, index, index) -> f32
    %2 = "memref.expand_shape"(%arg1, %arg5) <{reassociation = [[0, 1, 2]], static_output_shape = array<i64: 2, -9223372036854775808, 4>}> : (memref<?xf32>, index) -> memref<2x?x4xf32>
    "memref.store"(%arg6, %2, %arg2, %arg3, %arg4) : (f32, memref<2x?x4xf32>, index, index, index) -> ()
    "func.return"(%1) : (f32) -> ()
  }) : () -> ()
}) : () -> ()

