// RUN: mlir-opt %s -arith-expand -split-input-file

func.func @ops(%a: i32, %b: i32, %x: f32, %y: f32) -> (i32, i32, i32, f32, f32, f32, f32) {
  %0 = arith.ceildivsi %a, %b : i32
  %1 = arith.ceildivui %a, %b : i32
  %2 = arith.floordivsi %a, %b : i32
  %3 = arith.maximumf %x, %y : f32
  %4 = arith.minimumf %x, %y : f32
  %5 = arith.maxnumf %x, %y : f32
  %6 = arith.minnumf %x, %y : f32
  return %0, %1, %2, %3, %4, %5, %6 : i32, i32, i32, f32, f32, f32, f32
}
// -----
func.func @v(%a: vector<4xi32>, %b: vector<4xi32>, %x: vector<4xf32>, %y: vector<4xf32>, %i: index, %j: index) -> (vector<4xi32>, vector<4xf32>, index, f16) {
  %0 = arith.floordivsi %a, %b : vector<4xi32>
  %3 = arith.maximumf %x, %y fastmath<nnan> : vector<4xf32>
  %4 = arith.ceildivsi %i, %j : index
  %c = arith.constant 1.0 : f16
  %5 = arith.minnumf %c, %c fastmath<fast> : f16
  return %0, %3, %4, %5 : vector<4xi32>, vector<4xf32>, index, f16
}
// -----
func.func @s(%a: f4E2M1FN, %s: f8E8M0FNU) -> f32 {
  %0 = arith.scaling_extf %a, %s : f4E2M1FN, f8E8M0FNU to f32
  return %0 : f32
}
// -----
func.func @s(%a: f32, %s: f8E8M0FNU) -> f4E2M1FN {
  %0 = arith.scaling_truncf %a, %s : f32, f8E8M0FNU to f4E2M1FN
  return %0 : f4E2M1FN
}
func.func @t(%a: vector<4xf32>, %s: vector<4xf32>) -> vector<4xf16> {
  %0 = arith.scaling_truncf %a, %s : vector<4xf32>, vector<4xf32> to vector<4xf16>
  return %0 : vector<4xf16>
}
func.func @e(%a: vector<4xf16>, %s: vector<4xbf16>) -> vector<4xf32> {
  %0 = arith.scaling_extf %a, %s : vector<4xf16>, vector<4xbf16> to vector<4xf32>
  return %0 : vector<4xf32>
}
