"builtin.module"() ({
  "func.func"() <{arg_attrs = [{bufferization.buffer_layout = strided<[1]>}], function_type = (tensor<2xi32>) -> (), sym_name = "e"}> ({
  ^bb0(%arg0: tensor<2xi32>):
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

