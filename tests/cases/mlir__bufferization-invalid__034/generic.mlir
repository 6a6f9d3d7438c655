"builtin.module"() ({
  "func.func"() <{function_type = (memref<4xf32>) -> (), sym_name = "l"}> ({
  ^bb0(%arg0: memref<4xf32>):
    %0 = "bufferization.clone"(%arg0) : (memref<4xf32>) -> memref<5xi32>
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

