"builtin.module"() ({
  "func.func"() <{function_type = (memref<3x1xf32, strided<[2, 1]>>, memref<3xf32>) -> (), sym_name = "simplify_collapse_with_dim_of_size1"}> ({
  ^bb0(%arg0: memref<3x1xf32, strided<[2, 1]>>, %arg1: memref<3xf32>):
    %0 = "memref.collapse_shape"(%arg0) <{reassociation = [[0, 1]]}> : (memref<3x1xf32, strided<[2, 1]>>) -> memref<3xf32, strided<[2]>>
    "memref.copy"(%0, %arg1) : (memref<3xf32, strided<[2]>>, memref<3xf32>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

