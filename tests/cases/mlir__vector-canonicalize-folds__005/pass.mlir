module {
  func.func @a(%arg0: vector<2x4xi8>) -> vector<1xi8> {
    %0 = vector.extract %arg0[1, 2] : i8 from vector<2x4xi8>
    %1 = vector.broadcast %0 : i8 to vector<1xi8>
    return %1 : vector<1xi8>
  }
  func.func @b(%arg0: vector<1x1xi8>) -> vector<1xi8> {
    %0 = vector.extract %arg0[0, 0] : i8 from vector<1x1xi8>
    %1 = vector.broadcast %0 : i8 to vector<1xi8>
    return %1 : vector<1xi8>
  }
  func.func @c(%arg0: vector<4xi8>) -> vector<2x2xi8> {
    %0 = vector.shape_cast %arg0 : vector<4xi8> to vector<2x2xi8>
    return %0 : vector<2x2xi8>
  }
  func.func @d(%arg0: vector<1x4xi8>) -> vector<f32> {
    %cst = arith.constant dense<1.000000e+00> : vector<f32>
    return %cst : vector<f32>
  }
}

