
func.func @a(%a : vector<8xf32>, %mask : vector<8xi1>, %p : vector<8xf32>) -> vector<8xf32> {
  %0 = vector.mask %mask, %p { vector.yield %a : vector<8xf32> } : vector<8xi1> -> vector<8xf32>
  return %0 : vector<8xf32>
}
func.func @b(%a : vector<8xf32>, %m : memref<8xf32>) -> f32 {
  %mask = vector.constant_mask [8] : vector<8xi1>
  %0 = vector.mask %mask { vector.reduction <add>, %a : vector<8xf32> into f32 } : vector<8xi1> -> f32
  %c0 = arith.constant 0 : index
  vector.mask %mask { vector.transfer_write %a, %m[%c0] : vector<8xf32>, memref<8xf32> } : vector<8xi1>
  return %0 : f32
}
func.func @c(%a : vector<1xi32>, %b: i32, %m: vector<1xi1>) -> (i32, i32) {
  %0 = vector.reduction <maxsi>, %a, %b : vector<1xi32> into i32
  %c0 = arith.constant 0 : i32
  %1 = vector.mask %m { vector.reduction <add>, %a, %c0 : vector<1xi32> into i32 } : vector<1xi1> -> i32
  return %0, %1 : i32, i32
}
func.func @d(%s: vector<1x1xf32>, %acc: f32) -> f32 {
  %0 = vector.multi_reduction <add>, %s, %acc [0, 1] : vector<1x1xf32> to f32
  return %0 : f32
}
func.func @e(%s: vector<2x3xf32>, %acc: vector<2x3xf32>) -> vector<2x3xf32> {
  %0 = vector.multi_reduction <maxnumf>, %s, %acc [] : vector<2x3xf32> to vector<2x3xf32>
  return %0 : vector<2x3xf32>
}

