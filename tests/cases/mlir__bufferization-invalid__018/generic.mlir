"builtin.module"() ({
  "func.func"() <{arg_attrs = [{bufferization.writable = true}], function_type = (memref<2xi32>) -> (), sym_name = "r"}> ({
  ^bb0(%arg0: memref<2xi32>):
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

