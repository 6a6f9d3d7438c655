"builtin.module"() ({
  "func.func"() <{function_type = (memref<?x4xf32>, memref<*xf32>, index, f32) -> f32, sym_name = "memref_ops"}> ({
  ^bb0(%arg0: memref<?x4xf32>, %arg1: memref<*xf32>, %arg2: index, %arg3: f32):
    %0 = "memref.load"(%arg0, %arg2, %arg2) : (memref<?x4xf32>, index, index) -> f32
    "memref.store"(%arg3, %arg0, %arg2, %arg2) : (f32, memref<?x4xf32>, index, index) -> ()
    %1 = "memref.cast"(%arg1) : (memref<*xf32>) -> memref<?x4xf32>
    %2 = "memref.dim"(%arg0, %arg2) : (memref<?x4xf32>, index) -> index
    %3 = "memref.expand_shape"(%arg0, %arg2) <{reassociation = [[0, 1], [2]], static_output_shape = array<i64: -9223372036854775808, 2, 4>}> : (memref<?x4xf32>, index) -> memref<?x2x4xf32>
    "func.return"(%0) : (f32) -> ()
  }) : () -> ()
}) : () -> ()

