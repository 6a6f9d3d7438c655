// RUN: mlir-opt %s -canonicalize --allow-unregistered-dialect --split-input-file

func.func @f(%arg0: vector<4xf16>, %arg1: f16) -> f16 {
  %0 = vector.insert %arg1, %arg0 [1] : f16 into vector<4xf16>
  %c1 = arith.constant 1 : index
  %1 = vector.extract %0[%c1] : f16 from vector<4xf16>
  return %1 : f16
}
func.func @g(%a: vector<32x16xf32>) -> vector<1x16xf32> {
  %0 = vector.extract_strided_slice %a {offsets = [3, 0], sizes = [1, 16], strides = [1, 1]} : vector<32x16xf32> to vector<1x16xf32>
  return %0 : vector<1x16xf32>
}
func.func @h(%a: vector<32x16x4xf32>) -> vector<1x1x4xf32> {
  %0 = vector.extract_strided_slice %a {offsets = [3, 2], sizes = [1, 1], strides = [1, 1]} : vector<32x16x4xf32> to vector<1x1x4xf32>
  return %0 : vector<1x1x4xf32>
}
func.func @k() -> vector<2x300xi32> {
  %cst = arith.constant dense<[[1,2,3],[4,5,6],[7,8,9]]> : vector<3x3xi32>
  %0 = vector.extract_strided_slice %cst {offsets = [1], sizes = [2], strides = [1]} : vector<3x3xi32> to vector<2x3xi32>
  %c = arith.constant dense<[1,2,3]> : vector<3xi32>
  %b = vector.broadcast %c : vector<3xi32> to vector<400x3xi32>
  %1 = vector.extract_strided_slice %b {offsets = [1, 1], sizes = [2, 2], strides = [1, 1]} : vector<400x3xi32> to vector<2x2xi32>
  "use"(%0, %1) : (vector<2x3xi32>, vector<2x2xi32>) -> ()
  %x = vector.extract_strided_slice %b {offsets = [1, 1], sizes = [2, 1], strides = [1, 1]} : vector<400x3xi32> to vector<2x1xi32>
  "use"(%x) : (vector<2x1xi32>) -> ()
  %r = ub.poison : vector<2x300xi32>
  return %r : vector<2x300xi32>
}

