
func.func @v(%a: vector<4xbf16>, %x: tensor<2xf32>) -> (vector<4xf32>, tensor<2xbf16>) {
  %0 = arith.extf %a : vector<4xbf16> to vector<4xf32>
  %1 = arith.truncf %x : tensor<2xf32> to tensor<2xbf16>
  %2 = arith.extf %a : vector<4xbf16> to vector<4xf64>
  return %0, %1 : vector<4xf32>, tensor<2xbf16>
}
