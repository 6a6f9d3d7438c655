
func.func @elements() -> (vector<3xf32>, tensor<2xf64>, vector<3xf32>) {
  %v = arith.constant dense<[0.5, -1.5, 2.0]> : vector<3xf32>
  %s = arith.constant dense<4.0> : tensor<2xf64>
  %0 = math.exp %v : vector<3xf32>
  %1 = math.sqrt %s : tensor<2xf64>
  // One refused element keeps the op.
  %2 = math.log %v : vector<3xf32>
  return %0, %1, %2 : vector<3xf32>, tensor<2xf64>, vector<3xf32>
}

