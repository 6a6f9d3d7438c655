// RUN: mlir-opt %s
// apply_scale on scalars and vectors, custom, discardable attributes next to enum keywords.
func.func @a(%v: i32, %m: i32, %s: i8, %vv: vector<4xi32>, %ms: vector<4xi32>, %ss: vector<4xi8>) -> i32 {
  %0 = tosa.apply_scale %v, %m, %s {rounding_mode = DOUBLE_ROUND} : (i32, i32, i8) -> i32
  %1 = tosa.apply_scale %vv, %ms, %ss {rounding_mode = SINGLE_ROUND} : (vector<4xi32>, vector<4xi32>, vector<4xi8>) -> vector<4xi32>
  return %0 : i32
}
func.func @b(%a: tensor<2xf32>) -> tensor<2xf32> {
  %0 = tosa.custom %a {domain_name = "d", implementation_attrs = "", operator_name = "op"} : (tensor<2xf32>) -> tensor<2xf32>
  %1 = tosa.identity %0 {foo = 1 : i32} : (tensor<2xf32>) -> tensor<2xf32>
  %2 = tosa.erf %1 : (tensor<2xf32>) -> tensor<2xf32>
  %3 = tosa.clamp %2 {min_val = 0.0 : f32, max_val = 6.0 : f32, nan_mode = IGNORE, zzz = unit} : (tensor<2xf32>) -> tensor<2xf32>
  return %3 : tensor<2xf32>
}
