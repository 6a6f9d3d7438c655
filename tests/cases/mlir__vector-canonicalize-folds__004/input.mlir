
func.func @a(%arg0: vector<2x1x4xi8>) -> vector<4xi8> {
  %0 = vector.extract %arg0[1, 0, 0] : i8 from vector<2x1x4xi8>
  %1 = vector.extract %arg0[1, 0, 1] : i8 from vector<2x1x4xi8>
  %2 = vector.extract %arg0[1, 0, 2] : i8 from vector<2x1x4xi8>
  %3 = vector.extract %arg0[1, 0, 3] : i8 from vector<2x1x4xi8>
  %12 = vector.from_elements %0, %1, %2, %3 : vector<4xi8>
  return %12 : vector<4xi8>
}
func.func @b(%arg0: vector<2x4xi8>) -> vector<2xi8> {
  %0 = vector.extract %arg0[1, 2] : i8 from vector<2x4xi8>
  %1 = vector.extract %arg0[1, 3] : i8 from vector<2x4xi8>
  %12 = vector.from_elements %0, %1 : vector<2xi8>
  return %12 : vector<2xi8>
}
func.func @c(%arg0: vector<2x4xi8>) -> vector<4xi8> {
  %0 = vector.extract %arg0[0, 3] : i8 from vector<2x4xi8>
  %1 = vector.extract %arg0[1, 0] : i8 from vector<2x4xi8>
  %2 = vector.extract %arg0[1, 1] : i8 from vector<2x4xi8>
  %3 = vector.extract %arg0[1, 2] : i8 from vector<2x4xi8>
  %12 = vector.from_elements %0, %1, %2, %3 : vector<4xi8>
  return %12 : vector<4xi8>
}
func.func @d(%arg0: vector<2x4xi8>) -> vector<1x4xi8> {
  %0 = vector.extract %arg0[1, 0] : i8 from vector<2x4xi8>
  %1 = vector.extract %arg0[1, 1] : i8 from vector<2x4xi8>
  %2 = vector.extract %arg0[1, 2] : i8 from vector<2x4xi8>
  %3 = vector.extract %arg0[1, 3] : i8 from vector<2x4xi8>
  %12 = vector.from_elements %0, %1, %2, %3 : vector<1x4xi8>
  return %12 : vector<1x4xi8>
}
func.func @e(%arg0: vector<4xi8>) -> vector<4xi8> {
  %0 = vector.extract %arg0[0] : i8 from vector<4xi8>
  %1 = vector.extract %arg0[1] : i8 from vector<4xi8>
  %2 = vector.extract %arg0[2] : i8 from vector<4xi8>
  %3 = vector.extract %arg0[3] : i8 from vector<4xi8>
  %12 = vector.from_elements %0, %1, %2, %3 : vector<4xi8>
  return %12 : vector<4xi8>
}
func.func @g(%arg0: vector<2x2xi8>) -> vector<2xi8> {
  %0 = vector.extract %arg0[0] : vector<2xi8> from vector<2x2xi8>
  %a = vector.extract %0[0] : i8 from vector<2xi8>
  %b = vector.extract %0[1] : i8 from vector<2xi8>
  %12 = vector.from_elements %a, %b : vector<2xi8>
  return %12 : vector<2xi8>
}
func.func @h() -> vector<2x2xf32> {
  %c = arith.constant dense<[[1.0, 2.0],[3.0, 4.0]]> : vector<2x2xf32>
  %0 = vector.shape_cast %c : vector<2x2xf32> to vector<4xf32>
  %1 = vector.shape_cast %0 : vector<4xf32> to vector<2x2xf32>
  %2 = vector.transpose %c, [1, 0] : vector<2x2xf32> to vector<2x2xf32>
  "use"(%0, %2) : (vector<4xf32>, vector<2x2xf32>) -> ()
  return %1 : vector<2x2xf32>
}

