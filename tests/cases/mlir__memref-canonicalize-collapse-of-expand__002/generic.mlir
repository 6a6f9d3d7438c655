"builtin.module"() ({
  "func.func"() <{function_type = (memref<?x5xf32>, index, index) -> memref<?x5xf32>, sym_name = "m"}> ({
  ^bb0(%arg0: memref<?x5xf32>, %arg1: index, %arg2: index):
    %0 = "memref.expand_shape"(%arg0, %arg1, %arg2) <{reassociation = [[0, 1, 2], [3]], static_output_shape = array<i64: -9223372036854775808, 3, -9223372036854775808, 5>}> : (memref<?x5xf32>, index, index) -> memref<?x3x?x5xf32>
    %1 = "memref.collapse_shape"(%0) <{reassociation = [[0, 1], [2], [3]]}> : (memref<?x3x?x5xf32>) -> memref<?x?x5xf32>
    %2 = "arith.constant"() <{value = 2 : index}> : () -> index
    %3 = "memref.expand_shape"(%arg0, %arg1, %2, %arg2) <{reassociation = [[0, 1, 2, 3], [4]], static_output_shape = array<i64: -9223372036854775808, -9223372036854775808, -9223372036854775808, 7, 5>}> : (memref<?x5xf32>, index, index, index) -> memref<?x?x?x7x5xf32>
    %4 = "memref.collapse_shape"(%3) <{reassociation = [[0, 1, 2, 3], [4]]}> : (memref<?x?x?x7x5xf32>) -> memref<?x5xf32>
    %5 = "memref.expand_shape"(%arg0, %arg1, %2, %arg2) <{reassociation = [[0, 1, 2, 3], [4]], static_output_shape = array<i64: -9223372036854775808, -9223372036854775808, -9223372036854775808, 7, 5>}> : (memref<?x5xf32>, index, index, index) -> memref<?x?x?x7x5xf32>
    %6 = "memref.collapse_shape"(%5) <{reassociation = [[0], [1, 2, 3], [4]]}> : (memref<?x?x?x7x5xf32>) -> memref<?x?x5xf32>
    "test.use"(%1, %4, %6) : (memref<?x?x5xf32>, memref<?x5xf32>, memref<?x?x5xf32>) -> ()
    "func.return"(%arg0) : (memref<?x5xf32>) -> ()
  }) : () -> ()
}) : () -> ()

