"builtin.module"() ({
  "func.func"() <{function_type = (memref<2x3x1x1x1xi32, strided<[?, ?, ?, ?, 2], offset: ?>>) -> memref<6x1xi32, strided<[?, ?], offset: ?>>, sym_name = "simplify_collapse_with_dim_of_size1_and_resulting_dyn_stride"}> ({
  ^bb0(%arg0: memref<2x3x1x1x1xi32, strided<[?, ?, ?, ?, 2], offset: ?>>):
    %0 = "memref.collapse_shape"(%arg0) <{reassociation = [[0, 1], [2, 3, 4]]}> : (memref<2x3x1x1x1xi32, strided<[?, ?, ?, ?, 2], offset: ?>>) -> memref<6x1xi32, strided<[?, ?], offset: ?>>
    "func.return"(%0) : (memref<6x1xi32, strided<[?, ?], offset: ?>>) -> ()
  }) : () -> ()
}) : () -> ()

