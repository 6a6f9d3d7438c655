#loc2 = loc("input.mlir":2:14)
"builtin.module"() ({
  "func.func"() <{arg_attrs = [{bufferization.writable = true}], function_type = (memref<2xi32>) -> (), sym_name = "r"}> ({
  ^bb0(%arg0: memref<2xi32> loc("input.mlir":2:14)):
    "func.return"() : () -> () loc(#loc3)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":2:1)
#loc3 = loc("input.mlir":3:3)

