"builtin.module"() ({
  "func.func"() <{function_type = (tensor<2xi32>) -> tensor<2xi32>, res_attrs = [{bufferization.foo = 3 : i64}], sym_name = "d"}> ({
  ^bb0(%arg0: tensor<2xi32>):
    "func.return"(%arg0) : (tensor<2xi32>) -> ()
  }) : () -> ()
}) : () -> ()

