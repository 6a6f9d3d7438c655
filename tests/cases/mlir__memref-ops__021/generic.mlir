"builtin.module"() ({
  "func.func"() <{function_type = (memref<2048xi8>, index) -> (), sym_name = "f"}> ({
  ^bb0(%arg0: memref<2048xi8>, %arg1: index):
    %0 = "memref.view"(%arg0, %arg1) : (memref<2048xi8>, index) -> memref<4xf32, strided<[1]>>
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

