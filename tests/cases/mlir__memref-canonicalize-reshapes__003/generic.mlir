"builtin.module"() ({
  "func.func"() <{function_type = (memref<4x5x6xf32>) -> memref<4x5x2x3xf32>, sym_name = "f"}> ({
  ^bb0(%arg2: memref<4x5x6xf32>):
    %4 = "memref.collapse_shape"(%arg2) <{reassociation = [[0, 1], [2]]}> : (memref<4x5x6xf32>) -> memref<20x6xf32>
    %5 = "memref.expand_shape"(%4) <{reassociation = [[0, 1], [2, 3]], static_output_shape = array<i64: 4, 5, 2, 3>}> : (memref<20x6xf32>) -> memref<4x5x2x3xf32>
    "func.return"(%5) : (memref<4x5x2x3xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<4x5x2x3xf32>) -> memref<4x5x6xf32>, sym_name = "g"}> ({
  ^bb0(%arg1: memref<4x5x2x3xf32>):
    %2 = "memref.collapse_shape"(%arg1) <{reassociation = [[0, 1], [2, 3]]}> : (memref<4x5x2x3xf32>) -> memref<20x6xf32>
    %3 = "memref.expand_shape"(%2) <{reassociation = [[0, 1], [2]], static_output_shape = array<i64: 4, 5, 6>}> : (memref<20x6xf32>) -> memref<4x5x6xf32>
    "func.return"(%3) : (memref<4x5x6xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<4x6xf32>) -> memref<4x2x3xf32>, sym_name = "h"}> ({
  ^bb0(%arg0: memref<4x6xf32>):
    %0 = "memref.collapse_shape"(%arg0) <{reassociation = [[0, 1]]}> : (memref<4x6xf32>) -> memref<24xf32>
    %1 = "memref.expand_shape"(%0) <{reassociation = [[0, 1, 2]], static_output_shape = array<i64: 4, 2, 3>}> : (memref<24xf32>) -> memref<4x2x3xf32>
    "func.return"(%1) : (memref<4x2x3xf32>) -> ()
  }) : () -> ()
}) : () -> ()

