"builtin.module"() ({
  "func.func"() <{function_type = (memref<?xf32, 1>) -> (), sym_name = "g"}> ({
  ^bb0(%arg0: memref<?xf32, 1>):
    %0 = "bufferization.to_tensor"(%arg0) : (memref<?xf32, 1>) -> tensor<?xf32>
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

