"builtin.module"() ({
  "func.func"() <{function_type = (memref<12x4xf32>, memref<?x?xf32>, index) -> (memref<48xf32>, memref<3x4x4xf32>, memref<12x4xf32>, memref<?x?xf32>), sym_name = "collapse_of_expand"}> ({
  ^bb0(%arg0: memref<12x4xf32>, %arg1: memref<?x?xf32>, %arg2: index):
    %0 = "memref.expand_shape"(%arg0) <{reassociation = [[0, 1], [2]], static_output_shape = array<i64: 3, 4, 4>}> : (memref<12x4xf32>) -> memref<3x4x4xf32>
    %1 = "memref.collapse_shape"(%0) <{reassociation = [[0, 1, 2]]}> : (memref<3x4x4xf32>) -> memref<48xf32>
    %2 = "memref.expand_shape"(%arg0) <{reassociation = [[0, 1, 2], [3]], static_output_shape = array<i64: 3, 2, 2, 4>}> : (memref<12x4xf32>) -> memref<3x2x2x4xf32>
    %3 = "memref.collapse_shape"(%2) <{reassociation = [[0], [1, 2], [3]]}> : (memref<3x2x2x4xf32>) -> memref<3x4x4xf32>
    %4 = "memref.collapse_shape"(%0) <{reassociation = [[0, 1], [2]]}> : (memref<3x4x4xf32>) -> memref<12x4xf32>
    %5 = "memref.expand_shape"(%arg1, %arg2, %arg2) <{reassociation = [[0, 1], [2]], static_output_shape = array<i64: -9223372036854775808, 1, -9223372036854775808>}> : (memref<?x?xf32>, index, index) -> memref<?x1x?xf32>
    %6 = "memref.collapse_shape"(%5) <{reassociation = [[0], [1, 2]]}> : (memref<?x1x?xf32>) -> memref<?x?xf32>
    "func.return"(%1, %3, %4, %6) : (memref<48xf32>, memref<3x4x4xf32>, memref<12x4xf32>, memref<?x?xf32>) -> ()
  }) : () -> ()
}) : () -> ()

