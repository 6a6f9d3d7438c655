module @jit_predict attributes {jax.uses_shape_polymorphism = false, mhlo.frontend_attributes = {xla.sdy.meshes = "{}"}, mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<8x16xf32> {jax.arg_info = "x", mhlo.layout_mode = "default", mhlo.sharding = "{replicated}"}, %arg1: tensor<16xf32> {jax.arg_info = "y", mhlo.layout_mode = "default"}) -> (tensor<8x16xf32> {jax.result_info = "", mhlo.layout_mode = "default"}) {
    %0 = "stablehlo.broadcast_in_dim"(%arg1) <{broadcast_dimensions = array<i64: 1>}> : (tensor<16xf32>) -> tensor<8x16xf32>
    %1 = "stablehlo.add"(%arg0, %0) : (tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<8x16xf32>
    %cst = arith.constant dense<0.000000e+00> : tensor<8x16xf32>
    %2 = "stablehlo.maximum"(%1, %cst) : (tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<8x16xf32>
    %3 = call @softmax(%2) : (tensor<8x16xf32>) -> tensor<8x16xf32>
    %4 = "stablehlo.custom_call"(%3) <{call_target_name = "Sharding", has_side_effect = false, mhlo.sharding = "{replicated}"}> : (tensor<8x16xf32>) -> tensor<8x16xf32>
    return %4 : tensor<8x16xf32>
  }
  func.func private @softmax(%arg0: tensor<8x16xf32>) -> tensor<8x16xf32> {
    %cst = arith.constant dense<0xFF800000> : tensor<f32>
    %0 = "stablehlo.reduce"(%arg0, %cst) <{dimensions = array<i64: 1>}> ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
      %5 = "stablehlo.maximum"(%arg1, %arg2) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%5) : (tensor<f32>) -> ()
    }) : (tensor<8x16xf32>, tensor<f32>) -> tensor<8xf32>
    %1 = "stablehlo.broadcast_in_dim"(%0) <{broadcast_dimensions = array<i64: 0>}> : (tensor<8xf32>) -> tensor<8x16xf32>
    %2 = "stablehlo.subtract"(%arg0, %1) : (tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<8x16xf32>
    %3 = "stablehlo.exponential"(%2) {result_accuracy = #stablehlo.result_accuracy<mode = #stablehlo.result_accuracy_mode<DEFAULT>>} : (tensor<8x16xf32>) -> tensor<8x16xf32>
    %cst_0 = arith.constant dense<[1.000000e+00, 2.000000e+00, 3.000000e+00, 4.000000e+00, 5.000000e+00, 6.000000e+00, 7.000000e+00, 8.000000e+00, 9.000000e+00, 1.000000e+01, 1.100000e+01, 1.200000e+01, 1.300000e+01, 1.400000e+01, 1.500000e+01, 1.600000e+01, 1.700000e+01, 1.800000e+01]> : tensor<18xf32>
    %4 = "stablehlo.divide"(%3, %3) : (tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<8x16xf32>
    return %4 : tensor<8x16xf32>
  }
}

