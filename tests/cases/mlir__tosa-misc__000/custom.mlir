module {
  func.func @a(%arg0: i32, %arg1: i32, %arg2: i8, %arg3: vector<4xi32>, %arg4: vector<4xi32>, %arg5: vector<4xi8>) -> i32 {
    %0 = tosa.apply_scale %arg0, %arg1, %arg2 {rounding_mode = DOUBLE_ROUND} : (i32, i32, i8) -> i32
    %1 = tosa.apply_scale %arg3, %arg4, %arg5 {rounding_mode = SINGLE_ROUND} : (vector<4xi32>, vector<4xi32>, vector<4xi8>) -> vector<4xi32>
    return %0 : i32
  }
  func.func @b(%arg0: tensor<2xf32>) -> tensor<2xf32> {
    %0 = tosa.custom %arg0 {domain_name = "d", implementation_attrs = "", operator_name = "op"} : (tensor<2xf32>) -> tensor<2xf32>
    %1 = tosa.identity %0 {foo = 1 : i32} : (tensor<2xf32>) -> tensor<2xf32>
    %2 = tosa.erf %1 : (tensor<2xf32>) -> tensor<2xf32>
    %3 = tosa.clamp %2 {max_val = 6.000000e+00 : f32, min_val = 0.000000e+00 : f32, nan_mode = IGNORE, zzz = unit} : (tensor<2xf32>) -> tensor<2xf32>
    return %3 : tensor<2xf32>
  }
}

