"builtin.module"() ({
  "func.func"() <{function_type = (memref<1x1xf32>) -> (), sym_name = "f"}> ({
  ^bb0(%arg0: memref<1x1xf32>):
    %0 = "memref.collapse_shape"(%arg0) <{reassociation = [[0, 1], []]}> : (memref<1x1xf32>) -> memref<1x1xf32>
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

