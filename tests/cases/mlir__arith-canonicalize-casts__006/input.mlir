
func.func @bitcast_splat_and_chains(%x: vector<4xi32>) -> (vector<4xf32>, tensor<2xi64>, vector<4xf32>) {
  %s = arith.constant dense<1065353216> : vector<4xi32>
  %0 = arith.bitcast %s : vector<4xi32> to vector<4xf32>
  %t = arith.constant dense<[1.0, 2.0]> : tensor<2xf64>
  %1 = arith.bitcast %t : tensor<2xf64> to tensor<2xi64>
  %a = arith.bitcast %x : vector<4xi32> to vector<4xf32>
  %b = arith.bitcast %a : vector<4xf32> to vector<4xi32>
  %2 = arith.bitcast %b : vector<4xi32> to vector<4xf32>
  return %0, %1, %2 : vector<4xf32>, tensor<2xi64>, vector<4xf32>
}

