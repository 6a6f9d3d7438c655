module {
  func.func @a(%arg0: vector<8xf32>, %arg1: vector<8xi1>, %arg2: vector<8xf32>) -> vector<8xf32> {
    %0 = arith.select %arg1, %arg0, %arg2 : vector<8xi1>, vector<8xf32>
    return %0 : vector<8xf32>
  }
  func.func @b(%arg0: vector<8xf32>, %arg1: memref<8xf32>) -> f32 {
    %c0 = arith.constant 0 : index
    %0 = vector.reduction <add>, %arg0 : vector<8xf32> into f32
    vector.transfer_write %arg0, %arg1[%c0] {in_bounds = [true]} : vector<8xf32>, memref<8xf32>
    return %0 : f32
  }
  func.func @c(%arg0: vector<1xi32>, %arg1: i32, %arg2: vector<1xi1>) -> (i32, i32) {
    %c0_i32 = arith.constant 0 : i32
    %0 = vector.extract %arg0[0] : i32 from vector<1xi32>
    %1 = arith.maxsi %0, %arg1 : i32
    %2 = vector.extract %arg2[0] : i1 from vector<1xi1>
    %3 = vector.extract %arg0[0] : i32 from vector<1xi32>
    %4 = arith.select %2, %3, %c0_i32 : i32
    return %1, %4 : i32, i32
  }
  func.func @d(%arg0: vector<1x1xf32>, %arg1: f32) -> f32 {
    %0 = vector.extract %arg0[0, 0] : f32 from vector<1x1xf32>
    %1 = arith.addf %arg1, %0 : f32
    return %1 : f32
  }
  func.func @e(%arg0: vector<2x3xf32>, %arg1: vector<2x3xf32>) -> vector<2x3xf32> {
    %0 = arith.maxnumf %arg1, %arg0 : vector<2x3xf32>
    return %0 : vector<2x3xf32>
  }
}

