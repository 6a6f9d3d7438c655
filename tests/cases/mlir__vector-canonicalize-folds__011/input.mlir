
func.func @s() -> (vector<4xi32>, vector<3xi32>, vector<2xi32>) {
  %p = ub.poison : vector<2xi32>
  %c = arith.constant dense<[7, 8]> : vector<2xi32>
  %0 = vector.shuffle %p, %c [0, 3, -1, 2] : vector<2xi32>, vector<2xi32>
  %1 = vector.shuffle %c, %p [2, 1, -1] : vector<2xi32>, vector<2xi32>
  %2 = vector.shuffle %p, %p [2, 1] : vector<2xi32>, vector<2xi32>
  return %0, %1, %2 : vector<4xi32>, vector<3xi32>, vector<2xi32>
}
func.func @t(%a: vector<2x3xf32>, %b: vector<1x3xf32>) -> (vector<2x3xf32>, vector<3x3xf32>) {
  %0 = vector.shuffle %a, %b [0, 1] : vector<2x3xf32>, vector<1x3xf32>
  %1 = vector.shuffle %a, %b [2, 0, 1] : vector<2x3xf32>, vector<1x3xf32>
  return %0, %1 : vector<2x3xf32>, vector<3x3xf32>
}
func.func @u(%i: index, %j: index) -> (vector<3x4xi1>, vector<4xi1>) {
  %m = vector.create_mask %i, %j : vector<4x3xi1>
  %0 = vector.transpose %m, [1, 0] : vector<4x3xi1> to vector<3x4xi1>
  %b = vector.broadcast %i : index to vector<2x4xindex>
  %e = vector.extract %b[1] : vector<4xindex> from vector<2x4xindex>
  %c = arith.constant dense<3> : vector<4xindex>
  %1 = arith.cmpi ult, %e, %c : vector<4xindex>
  return %0, %1 : vector<3x4xi1>, vector<4xi1>
}

