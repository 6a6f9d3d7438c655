"builtin.module"() ({
  "func.func"() <{function_type = (memref<4x?x1xf32, strided<[?, ?, 1]>>) -> (), sym_name = "f"}> ({
  ^bb0(%arg0: memref<4x?x1xf32, strided<[?, ?, 1]>>):
    %0 = "memref.collapse_shape"(%arg0) <{reassociation = [[0, 1, 2]]}> : (memref<4x?x1xf32, strided<[?, ?, 1]>>) -> memref<?xf32, strided<[?]>>
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

