"builtin.module"() ({
  "func.func"() <{function_type = (memref<1x1xi32, strided<[2, 1], offset: ?>>) -> memref<1xi32, strided<[2], offset: ?>>, sym_name = "simplify_collapse_with_dim_of_size1_and_non_1_stride"}> ({
  ^bb0(%arg0: memref<1x1xi32, strided<[2, 1], offset: ?>>):
    %0 = "memref.collapse_shape"(%arg0) <{reassociation = [[0, 1]]}> : (memref<1x1xi32, strided<[2, 1], offset: ?>>) -> memref<1xi32, strided<[2], offset: ?>>
    "func.return"(%0) : (memref<1xi32, strided<[2], offset: ?>>) -> ()
  }) : () -> ()
}) : () -> ()

