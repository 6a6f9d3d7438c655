"builtin.module"() ({
  "func.func"() <{function_type = (memref<3x4x4xf32>, memref<2x3x4x5xf32>, memref<?x4xf32>, index) -> (memref<12x4xf32>, memref<6x20xf32>, memref<3x2x2x4xf32>, memref<?x2x2xf32>), sym_name = "expand_of_collapse"}> ({
  ^bb0(%arg0: memref<3x4x4xf32>, %arg1: memref<2x3x4x5xf32>, %arg2: memref<?x4xf32>, %arg3: index):
    %0 = "memref.collapse_shape"(%arg0) <{reassociation = [[0, 1, 2]]}> : (memref<3x4x4xf32>) -> memref<48xf32>
    %1 = "memref.expand_shape"(%0) <{reassociation = [[0, 1]], static_output_shape = array<i64: 12, 4>}> : (memref<48xf32>) -> memref<12x4xf32>
    %2 = "memref.collapse_shape"(%arg1) <{reassociation = [[0, 1, 2, 3]]}> : (memref<2x3x4x5xf32>) -> memref<120xf32>
    %3 = "memref.expand_shape"(%2) <{reassociation = [[0, 1]], static_output_shape = array<i64: 6, 20>}> : (memref<120xf32>) -> memref<6x20xf32>
    %4 = "memref.collapse_shape"(%arg0) <{reassociation = [[0, 1], [2]]}> : (memref<3x4x4xf32>) -> memref<12x4xf32>
    %5 = "memref.expand_shape"(%4) <{reassociation = [[0, 1, 2], [3]], static_output_shape = array<i64: 3, 2, 2, 4>}> : (memref<12x4xf32>) -> memref<3x2x2x4xf32>
    %6 = "memref.collapse_shape"(%arg2) <{reassociation = [[0, 1]]}> : (memref<?x4xf32>) -> memref<?xf32>
    %7 = "memref.expand_shape"(%6, %arg3) <{reassociation = [[0, 1, 2]], static_output_shape = array<i64: -9223372036854775808, 2, 2>}> : (memref<?xf32>, index) -> memref<?x2x2xf32>
    "func.return"(%1, %3, %5, %7) : (memref<12x4xf32>, memref<6x20xf32>, memref<3x2x2x4xf32>, memref<?x2x2xf32>) -> ()
  }) : () -> ()
}) : () -> ()

