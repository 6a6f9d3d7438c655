"builtin.module"() ({
  "func.func"() <{function_type = (memref<?xf32>, index) -> (), sym_name = "f"}> ({
  ^bb0(%arg0: memref<?xf32>, %arg1: index):
    %0 = "memref.expand_shape"(%arg0) <{reassociation = [[0, 1]], static_output_shape = array<i64: 4, 5>}> : (memref<?xf32>) -> memref<4x?xf32>
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

