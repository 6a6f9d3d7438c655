module {
  func.func @a(%arg0: vector<8xf32>, %arg1: vector<8xi1>, %arg2: vector<8xf32>) -> vector<8xf32> {
    %0 = vector.mask %arg1, %arg2 { vector.yield %arg0 : vector<8xf32> } : vector<8xi1> -> vector<8xf32>
    return %0 : vector<8xf32>
  }
  func.func @b(%arg0: vector<8xf32>, %arg1: memref<8xf32>) -> f32 {
    %0 = vector.constant_mask [8] : vector<8xi1>
    %1 = vector.mask %0 { vector.reduction <add>, %arg0 : vector<8xf32> into f32 } : vector<8xi1> -> f32
    %c0 = arith.constant 0 : index
    vector.mask %0 { vector.transfer_write %arg0, %arg1[%c0] : vector<8xf32>, memref<8xf32> } : vector<8xi1>
    return %1 : f32
  }
  func.func @c(%arg0: vector<1xi32>, %arg1: i32, %arg2: vector<1xi1>) -> (i32, i32) {
    %0 = vector.reduction <maxsi>, %arg0, %arg1 : vector<1xi32> into i32
    %c0_i32 = arith.constant 0 : i32
    %1 = vector.mask %arg2 { vector.reduction <add>, %arg0, %c0_i32 : vector<1xi32> into i32 } : vector<1xi1> -> i32
    return %0, %1 : i32, i32
  }
  func.func @d(%arg0: vector<1x1xf32>, %arg1: f32) -> f32 {
    %0 = vector.multi_reduction <add>, %arg0, %arg1 [0, 1] : vector<1x1xf32> to f32
    return %0 : f32
  }
  func.func @e(%arg0: vector<2x3xf32>, %arg1: vector<2x3xf32>) -> vector<2x3xf32> {
    %0 = vector.multi_reduction <maxnumf>, %arg0, %arg1 [] : vector<2x3xf32> to vector<2x3xf32>
    return %0 : vector<2x3xf32>
  }
}

