#loc2 = loc("input.mlir":7:39)
#loc6 = loc("input.mlir":12:35)
#loc10 = loc("input.mlir":17:31)
"builtin.module"() ({
  "func.func"() <{function_type = (tensor<?xf32>) -> tensor<10xf32>, sym_name = "cast_to_static_dim", sym_visibility = "private"}> ({
  ^bb0(%arg2: tensor<?xf32> loc("input.mlir":7:39)):
    %8 = "tensor.cast"(%arg2) : (tensor<?xf32>) -> tensor<10xf32> loc(#loc3)
    "func.return"(%8) : (tensor<10xf32>) -> () loc(#loc4)
  }) : () -> () loc(#loc1)
  "func.func"() <{function_type = (tensor<*xf32>) -> tensor<f32>, sym_name = "cast_to_ranked", sym_visibility = "private"}> ({
  ^bb0(%arg1: tensor<*xf32> loc("input.mlir":12:35)):
    %7 = "tensor.cast"(%arg1) : (tensor<*xf32>) -> tensor<f32> loc(#loc7)
    "func.return"(%7) : (tensor<f32>) -> () loc(#loc8)
  }) : () -> () loc(#loc5)
  "func.func"() <{function_type = (tensor<*xf32>) -> tensor<?xf32>, sym_name = "valid_cast", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<*xf32> loc("input.mlir":17:31)):
    %6 = "tensor.cast"(%arg0) : (tensor<*xf32>) -> tensor<?xf32> loc(#loc11)
    "func.return"(%6) : (tensor<?xf32>) -> () loc(#loc12)
  }) : () -> () loc(#loc9)
  "func.func"() <{function_type = () -> (), sym_name = "main"}> ({
    %0 = "tensor.empty"() : () -> tensor<5xf32> loc(#loc14)
    %1 = "tensor.cast"(%0) : (tensor<5xf32>) -> tensor<?xf32> loc(#loc15)
    %2 = "func.call"(%1) <{callee = @cast_to_static_dim}> : (tensor<?xf32>) -> tensor<10xf32> loc(#loc16)
    %3 = "tensor.cast"(%0) : (tensor<5xf32>) -> tensor<*xf32> loc(#loc17)
    %4 = "func.call"(%3) <{callee = @cast_to_ranked}> : (tensor<*xf32>) -> tensor<f32> loc(#loc18)
    %5 = "func.call"(%3) <{callee = @valid_cast}> : (tensor<*xf32>) -> tensor<?xf32> loc(#loc19)
    "func.return"() : () -> () loc(#loc20)
  }) : () -> () loc(#loc13)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":7:1)
#loc3 = loc("input.mlir":8:8)
#loc4 = loc("input.mlir":9:3)
#loc5 = loc("input.mlir":12:1)
#loc7 = loc("input.mlir":13:8)
#loc8 = loc("input.mlir":14:3)
#loc9 = loc("input.mlir":17:1)
#loc11 = loc("input.mlir":18:8)
#loc12 = loc("input.mlir":19:3)
#loc13 = loc("input.mlir":22:1)
#loc14 = loc("input.mlir":23:12)
#loc15 = loc("input.mlir":24:8)
#loc16 = loc("input.mlir":25:3)
#loc17 = loc("input.mlir":26:8)
#loc18 = loc("input.mlir":27:3)
#loc19 = loc("input.mlir":28:3)
#loc20 = loc("input.mlir":29:3)

