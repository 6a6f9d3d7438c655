"builtin.module"() ({
  "func.func"() <{function_type = (memref<?xf32>, index) -> memref<?x2xf32>, sym_name = "g"}> ({
  ^bb0(%arg7: memref<?xf32>, %arg8: index):
    %6 = "memref.expand_shape"(%arg7, %arg8) <{reassociation = [[0, 1, 2]], static_output_shape = array<i64: -9223372036854775808, 2, 2>}> : (memref<?xf32>, index) -> memref<?x2x2xf32>
    %7 = "memref.collapse_shape"(%6) <{reassociation = [[0, 1], [2]]}> : (memref<?x2x2xf32>) -> memref<?x2xf32>
    "func.return"(%7) : (memref<?x2xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<?x?xf32>, index, index) -> memref<?x?xf32>, sym_name = "h"}> ({
  ^bb0(%arg4: memref<?x?xf32>, %arg5: index, %arg6: index):
    %4 = "memref.expand_shape"(%arg4, %arg5, %arg6) <{reassociation = [[0, 1], [2, 3]], static_output_shape = array<i64: -9223372036854775808, 2, -9223372036854775808, 1>}> : (memref<?x?xf32>, index, index) -> memref<?x2x?x1xf32>
    %5 = "memref.collapse_shape"(%4) <{reassociation = [[0], [1, 2, 3]]}> : (memref<?x2x?x1xf32>) -> memref<?x?xf32>
    "func.return"(%5) : (memref<?x?xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<?xf32>, index) -> memref<?x2xf32>, sym_name = "k"}> ({
  ^bb0(%arg2: memref<?xf32>, %arg3: index):
    %2 = "memref.expand_shape"(%arg2, %arg3) <{reassociation = [[0, 1, 2]], static_output_shape = array<i64: 2, -9223372036854775808, 2>}> : (memref<?xf32>, index) -> memref<2x?x2xf32>
    %3 = "memref.collapse_shape"(%2) <{reassociation = [[0, 1], [2]]}> : (memref<2x?x2xf32>) -> memref<?x2xf32>
    "func.return"(%3) : (memref<?x2xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<?xf32>, index) -> memref<1x?xf32>, sym_name = "l"}> ({
  ^bb0(%arg0: memref<?xf32>, %arg1: index):
    %0 = "memref.expand_shape"(%arg0, %arg1) <{reassociation = [[0, 1, 2]], static_output_shape = array<i64: 1, 1, -9223372036854775808>}> : (memref<?xf32>, index) -> memref<1x1x?xf32>
    %1 = "memref.collapse_shape"(%0) <{reassociation = [[0, 1], [2]]}> : (memref<1x1x?xf32>) -> memref<1x?xf32>
    "func.return"(%1) : (memref<1x?xf32>) -> ()
  }) : () -> ()
}) : () -> ()

