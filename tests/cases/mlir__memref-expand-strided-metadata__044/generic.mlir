"builtin.module"() ({
  "func.func"() <{function_type = (memref<?x1x1x?xf32, strided<[?, ?, ?, 1], offset: ?>>) -> (index, index, index, index, index), sym_name = "collapse_units"}> ({
  ^bb0(%arg0: memref<?x1x1x?xf32, strided<[?, ?, ?, 1], offset: ?>>):
    %0 = "memref.collapse_shape"(%arg0) <{reassociation = [[0, 1, 2], [3]]}> : (memref<?x1x1x?xf32, strided<[?, ?, ?, 1], offset: ?>>) -> memref<?x?xf32, strided<[?, 1], offset: ?>>
    %1:6 = "memref.extract_strided_metadata"(%0) : (memref<?x?xf32, strided<[?, 1], offset: ?>>) -> (memref<f32>, index, index, index, index, index)
    "func.return"(%1#1, %1#2, %1#3, %1#4, %1#5) : (index, index, index, index, index) -> ()
  }) : () -> ()
}) : () -> ()

