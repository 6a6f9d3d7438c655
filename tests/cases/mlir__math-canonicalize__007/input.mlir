
func.func @classify_shaped() -> (vector<4xi1>, tensor<2xi1>, vector<2xi1>) {
  %s = arith.constant dense<0x7FC00000> : vector<4xf32>
  %t = arith.constant dense<2.0> : tensor<2xf64>
  %v = arith.constant dense<[1.0, 0x7F800000]> : vector<2xf32>
  %0 = math.isnan %s : vector<4xf32>
  %1 = math.isfinite %t : tensor<2xf64>
  // Non-splat elements stay.
  %2 = math.isinf %v : vector<2xf32>
  return %0, %1, %2 : vector<4xi1>, tensor<2xi1>, vector<2xi1>
}

