#loc2 = loc("input.mlir":2:14)
"builtin.module"() ({
  "func.func"() <{function_type = (tensor<2xi32>) -> tensor<2xi32>, res_attrs = [{bufferization.foo = 3 : i64}], sym_name = "d"}> ({
  ^bb0(%arg0: tensor<2xi32> loc("input.mlir":2:14)):
    "func.return"(%arg0) : (tensor<2xi32>) -> () loc(#loc3)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":2:1)
#loc3 = loc("input.mlir":2:78)

