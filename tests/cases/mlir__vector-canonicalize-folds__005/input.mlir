
func.func @a(%arg0: vector<2x4xi8>) -> vector<1xi8> {
  %0 = vector.extract %arg0[1, 2] : i8 from vector<2x4xi8>
  %12 = vector.from_elements %0 : vector<1xi8>
  return %12 : vector<1xi8>
}
func.func @b(%arg0: vector<1x1xi8>) -> vector<1xi8> {
  %0 = vector.extract %arg0[0, 0] : i8 from vector<1x1xi8>
  %12 = vector.from_elements %0 : vector<1xi8>
  return %12 : vector<1xi8>
}
func.func @c(%arg0: vector<4xi8>) -> vector<2x2xi8> {
  %0 = vector.extract %arg0[0] : i8 from vector<4xi8>
  %1 = vector.extract %arg0[1] : i8 from vector<4xi8>
  %2 = vector.extract %arg0[2] : i8 from vector<4xi8>
  %3 = vector.extract %arg0[3] : i8 from vector<4xi8>
  %12 = vector.from_elements %0, %1, %2, %3 : vector<2x2xi8>
  return %12 : vector<2x2xi8>
}
func.func @d(%arg0: vector<1x4xi8>) -> vector<f32> {
  %f = arith.constant 1.0 : f32
  %12 = vector.from_elements %f : vector<f32>
  return %12 : vector<f32>
}

