"builtin.module"() ({
  "func.func"() <{function_type = (index, memref<4xf32, strided<[1]>>) -> (), sym_name = "f"}> ({
  ^bb0(%arg0: index, %arg1: memref<4xf32, strided<[1]>>):
    %0 = "memref.realloc"(%arg1) : (memref<4xf32, strided<[1]>>) -> memref<8xf32>
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

