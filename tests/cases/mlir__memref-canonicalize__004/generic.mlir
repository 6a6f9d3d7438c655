"builtin.module"() ({
  "func.func"() <{function_type = (memref<2x3x4xf32>, index) -> (memref<24xf32>, memref<2x3x4xf32>, memref<2x3x2x2xf32>), sym_name = "reshapes"}> ({
  ^bb0(%arg0: memref<2x3x4xf32>, %arg1: index):
    %0 = "memref.collapse_shape"(%arg0) <{reassociation = [[0, 1], [2]]}> : (memref<2x3x4xf32>) -> memref<6x4xf32>
    %1 = "memref.collapse_shape"(%0) <{reassociation = [[0, 1]]}> : (memref<6x4xf32>) -> memref<24xf32>
    %2 = "memref.expand_shape"(%0) <{reassociation = [[0, 1], [2]], static_output_shape = array<i64: 2, 3, 4>}> : (memref<6x4xf32>) -> memref<2x3x4xf32>
    %3 = "memref.expand_shape"(%arg0) <{reassociation = [[0], [1], [2, 3]], static_output_shape = array<i64: 2, 3, 2, 2>}> : (memref<2x3x4xf32>) -> memref<2x3x2x2xf32>
    %4 = "memref.collapse_shape"(%3) <{reassociation = [[0], [1], [2, 3]]}> : (memref<2x3x2x2xf32>) -> memref<2x3x4xf32>
    %5 = "memref.expand_shape"(%4) <{reassociation = [[0], [1], [2, 3]], static_output_shape = array<i64: 2, 3, 2, 2>}> : (memref<2x3x4xf32>) -> memref<2x3x2x2xf32>
    "func.return"(%1, %2, %5) : (memref<24xf32>, memref<2x3x4xf32>, memref<2x3x2x2xf32>) -> ()
  }) : () -> ()
}) : () -> ()

