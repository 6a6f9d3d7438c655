#loc = loc(unknown)
#loc1 = loc("x")
#loc2 = loc("y")
#loc4 = loc("/home/user/model.py":42:0)
#loc9 = loc("jit(predict)/jit(main)/softmax"(#loc4))
"builtin.module"() <{sym_name = "jit_predict"}> ({
  "func.func"() <{arg_attrs = [{jax.arg_info = "x", mhlo.layout_mode = "default", mhlo.sharding = "{replicated}"}, {jax.arg_info = "y", mhlo.layout_mode = "default"}], function_type = (tensor<8x16xf32>, tensor<16xf32>) -> tensor<8x16xf32>, res_attrs = [{jax.result_info = "", mhlo.layout_mode = "default"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg3: tensor<8x16xf32> loc("x"), %arg4: tensor<16xf32> loc("y")):
    %8 = "stablehlo.broadcast_in_dim"(%arg4) <{broadcast_dimensions = array<i64: 1>}> : (tensor<16xf32>) -> tensor<8x16xf32> loc(#loc5)
    %9 = "stablehlo.add"(%arg3, %8) : (tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<8x16xf32> loc(#loc5)
    %10 = "arith.constant"() <{value = dense<0.000000e+00> : tensor<8x16xf32>}> : () -> tensor<8x16xf32> loc(#loc6)
    %11 = "stablehlo.maximum"(%9, %10) : (tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<8x16xf32> loc(#loc6)
    %12 = "func.call"(%11) <{callee = @softmax}> : (tensor<8x16xf32>) -> tensor<8x16xf32> loc(#loc14)
    %13 = "stablehlo.custom_call"(%12) <{call_target_name = "Sharding", has_side_effect = false, mhlo.sharding = "{replicated}"}> : (tensor<8x16xf32>) -> tensor<8x16xf32> loc(#loc8)
    "func.return"(%13) : (tensor<8x16xf32>) -> () loc(#loc)
  }) : () -> () loc(#loc)
  "func.func"() <{function_type = (tensor<8x16xf32>) -> tensor<8x16xf32>, sym_name = "softmax", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<8x16xf32> loc("jit(predict)/jit(main)/softmax"(#loc4))):
    %0 = "arith.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32> loc(#loc10)
    %1 = "stablehlo.reduce"(%arg0, %0) <{dimensions = array<i64: 1>}> ({
    ^bb0(%arg1: tensor<f32> loc(unknown), %arg2: tensor<f32> loc(unknown)):
      %7 = "stablehlo.maximum"(%arg1, %arg2) : (tensor<f32>, tensor<f32>) -> tensor<f32> loc(#loc10)
      "stablehlo.return"(%7) : (tensor<f32>) -> () loc(#loc10)
    }) : (tensor<8x16xf32>, tensor<f32>) -> tensor<8xf32> loc(#loc10)
    %2 = "stablehlo.broadcast_in_dim"(%1) <{broadcast_dimensions = array<i64: 0>}> : (tensor<8xf32>) -> tensor<8x16xf32> loc(#loc11)
    %3 = "stablehlo.subtract"(%arg0, %2) : (tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<8x16xf32> loc(#loc11)
    %4 = "stablehlo.exponential"(%3) {result_accuracy = #stablehlo.result_accuracy<mode = #stablehlo.result_accuracy_mode<DEFAULT>>} : (tensor<8x16xf32>) -> tensor<8x16xf32> loc(#loc12)
    %5 = "arith.constant"() <{value = dense<[1.000000e+00, 2.000000e+00, 3.000000e+00, 4.000000e+00, 5.000000e+00, 6.000000e+00, 7.000000e+00, 8.000000e+00, 9.000000e+00, 1.000000e+01, 1.100000e+01, 1.200000e+01, 1.300000e+01, 1.400000e+01, 1.500000e+01, 1.600000e+01, 1.700000e+01, 1.800000e+01]> : tensor<18xf32>}> : () -> tensor<18xf32> loc(#loc12)
    %6 = "stablehlo.divide"(%4, %4) : (tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<8x16xf32> loc(#loc13)
    "func.return"(%6) : (tensor<8x16xf32>) -> () loc(#loc)
  }) : () -> () loc(#loc)
}) {jax.uses_shape_polymorphism = false, mhlo.frontend_attributes = {xla.sdy.meshes = "{}"}, mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> () loc(#loc)
#loc3 = loc("/home/user/model.py":43:11)
#loc5 = loc("jit(predict)/jit(main)/add"(#loc3))
#loc6 = loc("jit(predict)/jit(main)/max"(#loc4))
#loc7 = loc("softmax"(#loc4))
#loc8 = loc(fused<{kind = "sharding"}>[#loc4, #loc3])
#loc10 = loc("jit(predict)/jit(main)/reduce_max"(#loc4))
#loc11 = loc("jit(predict)/jit(main)/sub"(#loc4))
#loc12 = loc("jit(predict)/jit(main)/exp"(#loc4))
#loc13 = loc("jit(predict)/jit(main)/div"(#loc4))
#loc14 = loc(callsite(#loc7 at #loc3))

