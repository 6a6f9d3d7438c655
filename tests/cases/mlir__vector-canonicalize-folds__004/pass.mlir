module {
  func.func @a(%arg0: vector<2x1x4xi8>) -> vector<4xi8> {
    %0 = vector.extract %arg0[1, 0] : vector<4xi8> from vector<2x1x4xi8>
    return %0 : vector<4xi8>
  }
  func.func @b(%arg0: vector<2x4xi8>) -> vector<2xi8> {
    %0 = vector.extract %arg0[1, 2] : i8 from vector<2x4xi8>
    %1 = vector.extract %arg0[1, 3] : i8 from vector<2x4xi8>
    %2 = vector.from_elements %0, %1 : vector<2xi8>
    return %2 : vector<2xi8>
  }
  func.func @c(%arg0: vector<2x4xi8>) -> vector<4xi8> {
    %0 = vector.extract %arg0[0, 3] : i8 from vector<2x4xi8>
    %1 = vector.extract %arg0[1, 0] : i8 from vector<2x4xi8>
    %2 = vector.extract %arg0[1, 1] : i8 from vector<2x4xi8>
    %3 = vector.extract %arg0[1, 2] : i8 from vector<2x4xi8>
    %4 = vector.from_elements %0, %1, %2, %3 : vector<4xi8>
    return %4 : vector<4xi8>
  }
  func.func @d(%arg0: vector<2x4xi8>) -> vector<1x4xi8> {
    %0 = vector.extract %arg0[1] : vector<4xi8> from vector<2x4xi8>
    %1 = vector.shape_cast %0 : vector<4xi8> to vector<1x4xi8>
    return %1 : vector<1x4xi8>
  }
  func.func @e(%arg0: vector<4xi8>) -> vector<4xi8> {
    return %arg0 : vector<4xi8>
  }
  func.func @g(%arg0: vector<2x2xi8>) -> vector<2xi8> {
    %0 = vector.extract %arg0[0] : vector<2xi8> from vector<2x2xi8>
    return %0 : vector<2xi8>
  }
  func.func @h() -> vector<2x2xf32> {
    %cst = arith.constant dense<[[1.000000e+00, 2.000000e+00], [3.000000e+00, 4.000000e+00]]> : vector<2x2xf32>
    %cst_0 = arith.constant dense<[1.000000e+00, 2.000000e+00, 3.000000e+00, 4.000000e+00]> : vector<4xf32>
    %0 = vector.transpose %cst, [1, 0] : vector<2x2xf32> to vector<2x2xf32>
    "use"(%cst_0, %0) : (vector<4xf32>, vector<2x2xf32>) -> ()
    return %cst : vector<2x2xf32>
  }
}

