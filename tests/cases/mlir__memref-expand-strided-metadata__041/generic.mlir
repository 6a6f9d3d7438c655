"builtin.module"() ({
  "func.func"() <{function_type = (memref<?xf32>, index) -> (memref<?x0xf32>, memref<0x?xf32>), sym_name = "expand_zero"}> ({
  ^bb0(%arg0: memref<?xf32>, %arg1: index):
    %0 = "memref.expand_shape"(%arg0, %arg1) <{reassociation = [[0, 1]], static_output_shape = array<i64: -9223372036854775808, 0>}> : (memref<?xf32>, index) -> memref<?x0xf32>
    %1 = "memref.expand_shape"(%arg0, %arg1) <{reassociation = [[0, 1]], static_output_shape = array<i64: 0, -9223372036854775808>}> : (memref<?xf32>, index) -> memref<0x?xf32>
    "func.return"(%0, %1) : (memref<?x0xf32>, memref<0x?xf32>) -> ()
  }) : () -> ()
}) : () -> ()

