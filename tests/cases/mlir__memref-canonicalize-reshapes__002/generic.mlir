"builtin.module"() ({
  "func.func"() <{function_type = (memref<2x3x?xf32>, memref<1x6x1xf32>, index) -> (memref<6x?xf32>, memref<6xf32>, memref<2x3xf32>), sym_name = "expand_of_collapse_more"}> ({
  ^bb0(%arg0: memref<2x3x?xf32>, %arg1: memref<1x6x1xf32>, %arg2: index):
    %0 = "memref.collapse_shape"(%arg0) <{reassociation = [[0, 1, 2]]}> : (memref<2x3x?xf32>) -> memref<?xf32>
    %1 = "memref.expand_shape"(%0, %arg2) <{reassociation = [[0, 1]], static_output_shape = array<i64: 6, -9223372036854775808>}> : (memref<?xf32>, index) -> memref<6x?xf32>
    %2 = "memref.collapse_shape"(%arg1) <{reassociation = [[0, 1, 2]]}> : (memref<1x6x1xf32>) -> memref<6xf32>
    %3 = "memref.expand_shape"(%2) <{reassociation = [[0, 1, 2]], static_output_shape = array<i64: 1, 6, 1>}> : (memref<6xf32>) -> memref<1x6x1xf32>
    %4 = "memref.collapse_shape"(%3) <{reassociation = [[0, 1, 2]]}> : (memref<1x6x1xf32>) -> memref<6xf32>
    %5 = "memref.expand_shape"(%4) <{reassociation = [[0, 1]], static_output_shape = array<i64: 2, 3>}> : (memref<6xf32>) -> memref<2x3xf32>
    "func.return"(%1, %4, %5) : (memref<6x?xf32>, memref<6xf32>, memref<2x3xf32>) -> ()
  }) : () -> ()
}) : () -> ()

