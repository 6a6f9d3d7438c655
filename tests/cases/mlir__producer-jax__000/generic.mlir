"builtin.module"() <{sym_name = "jit_predict"}> ({
  "func.func"() <{arg_attrs = [{jax.arg_info = "x", mhlo.layout_mode = "default", mhlo.sharding = "{replicated}"}, {jax.arg_info = "y", mhlo.layout_mode = "default"}], function_type = (tensor<8x16xf32>, tensor<16xf32>) -> tensor<8x16xf32>, res_attrs = [{jax.result_info = "", mhlo.layout_mode = "default"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg3: tensor<8x16xf32>, %arg4: tensor<16xf32>):
    %8 = "stablehlo.broadcast_in_dim"(%arg4) <{broadcast_dimensions = array<i64: 1>}> : (tensor<16xf32>) -> tensor<8x16xf32>
    %9 = "stablehlo.add"(%arg3, %8) : (tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<8x16xf32>
    %10 = "arith.constant"() <{value = dense<0.000000e+00> : tensor<8x16xf32>}> : () -> tensor<8x16xf32>
    %11 = "stablehlo.maximum"(%9, %10) : (tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<8x16xf32>
    %12 = "func.call"(%11) <{callee = @softmax}> : (tensor<8x16xf32>) -> tensor<8x16xf32>
    %13 = "stablehlo.custom_call"(%12) <{call_target_name = "Sharding", has_side_effect = false, mhlo.sharding = "{replicated}"}> : (tensor<8x16xf32>) -> tensor<8x16xf32>
    "func.return"(%13) : (tensor<8x16xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<8x16xf32>) -> tensor<8x16xf32>, sym_name = "softmax", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<8x16xf32>):
    %0 = "arith.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %1 = "stablehlo.reduce"(%arg0, %0) <{dimensions = array<i64: 1>}> ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
      %7 = "stablehlo.maximum"(%arg1, %arg2) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%7) : (tensor<f32>) -> ()
    }) : (tensor<8x16xf32>, tensor<f32>) -> tensor<8xf32>
    %2 = "stablehlo.broadcast_in_dim"(%1) <{broadcast_dimensions = array<i64: 0>}> : (tensor<8xf32>) -> tensor<8x16xf32>
    %3 = "stablehlo.subtract"(%arg0, %2) : (tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<8x16xf32>
    %4 = "stablehlo.exponential"(%3) {result_accuracy = #stablehlo.result_accuracy<mode = #stablehlo.result_accuracy_mode<DEFAULT>>} : (tensor<8x16xf32>) -> tensor<8x16xf32>
    %5 = "arith.constant"() <{value = dense<[1.000000e+00, 2.000000e+00, 3.000000e+00, 4.000000e+00, 5.000000e+00, 6.000000e+00, 7.000000e+00, 8.000000e+00, 9.000000e+00, 1.000000e+01, 1.100000e+01, 1.200000e+01, 1.300000e+01, 1.400000e+01, 1.500000e+01, 1.600000e+01, 1.700000e+01, 1.800000e+01]> : tensor<18xf32>}> : () -> tensor<18xf32>
    %6 = "stablehlo.divide"(%4, %4) : (tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<8x16xf32>
    "func.return"(%6) : (tensor<8x16xf32>) -> ()
  }) : () -> ()
}) {jax.uses_shape_polymorphism = false, mhlo.frontend_attributes = {xla.sdy.meshes = "{}"}, mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()

