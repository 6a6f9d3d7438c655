
func.func @v(%a: vector<4xi32>, %b: vector<4xi32>, %x: vector<4xf32>, %y: vector<4xf32>, %i: index, %j: index) -> (vector<4xi32>, vector<4xf32>, index, f16) {
  %0 = arith.floordivsi %a, %b : vector<4xi32>
  %3 = arith.maximumf %x, %y fastmath<nnan> : vector<4xf32>
  %4 = arith.ceildivsi %i, %j : index
  %c = arith.constant 1.0 : f16
  %5 = arith.minnumf %c, %c fastmath<fast> : f16
  return %0, %3, %4, %5 : vector<4xi32>, vector<4xf32>, index, f16
}
