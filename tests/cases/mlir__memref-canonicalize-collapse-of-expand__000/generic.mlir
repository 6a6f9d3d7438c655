"builtin.module"() ({
  "func.func"() <{function_type = (memref<?x4xf32>, index) -> memref<?x2x2xf32>, sym_name = "f"}> ({
  ^bb0(%arg2: memref<?x4xf32>, %arg3: index):
    %2 = "memref.expand_shape"(%arg2, %arg3) <{reassociation = [[0, 1], [2]], static_output_shape = array<i64: -9223372036854775808, 1, 4>}> : (memref<?x4xf32>, index) -> memref<?x1x4xf32>
    %3 = "memref.collapse_shape"(%2) <{reassociation = [[0, 1], [2]]}> : (memref<?x1x4xf32>) -> memref<?x4xf32>
    %4 = "memref.expand_shape"(%arg2, %arg3) <{reassociation = [[0], [1, 2]], static_output_shape = array<i64: -9223372036854775808, 2, 2>}> : (memref<?x4xf32>, index) -> memref<?x2x2xf32>
    %5 = "memref.collapse_shape"(%4) <{reassociation = [[0], [1], [2]]}> : (memref<?x2x2xf32>) -> memref<?x2x2xf32>
    "test.use"(%3) : (memref<?x4xf32>) -> ()
    "func.return"(%5) : (memref<?x2x2xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<?xf32>, index) -> memref<?x4xf32>, sym_name = "g"}> ({
  ^bb0(%arg0: memref<?xf32>, %arg1: index):
    %0 = "memref.expand_shape"(%arg0, %arg1) <{reassociation = [[0, 1, 2]], static_output_shape = array<i64: -9223372036854775808, 2, 2>}> : (memref<?xf32>, index) -> memref<?x2x2xf32>
    %1 = "memref.collapse_shape"(%0) <{reassociation = [[0], [1, 2]]}> : (memref<?x2x2xf32>) -> memref<?x4xf32>
    "func.return"(%1) : (memref<?x4xf32>) -> ()
  }) : () -> ()
}) : () -> ()

