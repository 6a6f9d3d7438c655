"builtin.module"() ({
  "func.func"() <{function_type = (memref<2048xi8, strided<[1]>>, index) -> (), sym_name = "f"}> ({
  ^bb0(%arg0: memref<2048xi8, strided<[1]>>, %arg1: index):
    %0 = "memref.view"(%arg0, %arg1) : (memref<2048xi8, strided<[1]>>, index) -> memref<4xf32>
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

