"builtin.module"() ({
  "func.func"() <{function_type = (memref<20x?xf32>, index) -> (), sym_name = "f"}> ({
  ^bb0(%arg0: memref<20x?xf32>, %arg1: index):
    %0 = "memref.expand_shape"(%arg0, %arg1, %arg1) <{reassociation = [[0, 1], [2, 3]], static_output_shape = array<i64: 4, 5, -9223372036854775808, -9223372036854775808>}> : (memref<20x?xf32>, index, index) -> memref<4x5x?x?xf32>
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

