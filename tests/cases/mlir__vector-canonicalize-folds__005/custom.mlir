module {
  func.func @a(%arg0: vector<2x4xi8>) -> vector<1xi8> {
    %0 = vector.extract %arg0[1, 2] : i8 from vector<2x4xi8>
    %1 = vector.from_elements %0 : vector<1xi8>
    return %1 : vector<1xi8>
  }
  func.func @b(%arg0: vector<1x1xi8>) -> vector<1xi8> {
    %0 = vector.extract %arg0[0, 0] : i8 from vector<1x1xi8>
    %1 = vector.from_elements %0 : vector<1xi8>
    return %1 : vector<1xi8>
  }
  func.func @c(%arg0: vector<4xi8>) -> vector<2x2xi8> {
    %0 = vector.extract %arg0[0] : i8 from vector<4xi8>
    %1 = vector.extract %arg0[1] : i8 from vector<4xi8>
    %2 = vector.extract %arg0[2] : i8 from vector<4xi8>
    %3 = vector.extract %arg0[3] : i8 from vector<4xi8>
    %4 = vector.from_elements %0, %1, %2, %3 : vector<2x2xi8>
    return %4 : vector<2x2xi8>
  }
  func.func @d(%arg0: vector<1x4xi8>) -> vector<f32> {
    %cst = arith.constant 1.000000e+00 : f32
    %0 = vector.from_elements %cst : vector<f32>
    return %0 : vector<f32>
  }
}

