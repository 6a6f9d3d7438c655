module {
  func.func @masked(%arg0: memref<16xf32>, %arg1: vector<16xf32>, %arg2: vector<16xf32>, %arg3: vector<16xi32>) -> (vector<16xf32>, vector<16xf32>, vector<16xf32>, vector<16xf32>, vector<16xf32>, vector<16xf32>) {
    %c0 = arith.constant 0 : index
    %cst = arith.constant dense<true> : vector<16xi1>
    %0 = vector.load %arg0[%c0] : memref<16xf32>, vector<16xf32>
    vector.store %arg2, %arg0[%c0] : memref<16xf32>, vector<16xf32>
    %1 = vector.load %arg0[%c0] : memref<16xf32>, vector<16xf32>
    vector.store %arg2, %arg0[%c0] : memref<16xf32>, vector<16xf32>
    %2 = vector.gather %arg0[%c0] [%arg3], %cst, %arg1 : memref<16xf32>, vector<16xi32>, vector<16xi1>, vector<16xf32> into vector<16xf32>
    return %0, %arg1, %arg1, %1, %arg1, %2 : vector<16xf32>, vector<16xf32>, vector<16xf32>, vector<16xf32>, vector<16xf32>, vector<16xf32>
  }
  func.func @casts(%arg0: memref<16xf32>) -> vector<4xf32> {
    %c0 = arith.constant 0 : index
    %0 = vector.load %arg0[%c0] : memref<16xf32>, vector<4xf32>
    vector.store %0, %arg0[%c0] : memref<16xf32>, vector<4xf32>
    return %0 : vector<4xf32>
  }
  func.func @shuffles(%arg0: vector<4xf32>, %arg1: vector<4xf32>) -> (vector<4xf32>, vector<4xf32>, vector<2xf32>) {
    %cst = arith.constant dense<[2.000000e+00, 3.000000e+00]> : vector<2xf32>
    return %arg0, %arg1, %cst : vector<4xf32>, vector<4xf32>, vector<2xf32>
  }
  func.func @masks(%arg0: index) -> (vector<4x3xi1>, vector<4xi1>, vector<3x4xi1>, vector<2x3xi1>) {
    %c0 = arith.constant 0 : index
    %0 = vector.create_mask %arg0, %c0 : vector<4x3xi1>
    %1 = vector.constant_mask [2] : vector<4xi1>
    %2 = vector.constant_mask [3, 2] : vector<3x4xi1>
    %3 = vector.constant_mask [1, 3] : vector<2x3xi1>
    return %0, %1, %2, %3 : vector<4x3xi1>, vector<4xi1>, vector<3x4xi1>, vector<2x3xi1>
  }
  func.func @bcast(%arg0: f32, %arg1: vector<4xf32>) -> (vector<1x4xf32>, vector<2x4xf32>, vector<4xf32>) {
    %0 = vector.broadcast %arg1 : vector<4xf32> to vector<1x4xf32>
    %1 = vector.broadcast %arg0 : f32 to vector<2x4xf32>
    %2 = vector.broadcast %arg0 : f32 to vector<4xf32>
    return %0, %1, %2 : vector<1x4xf32>, vector<2x4xf32>, vector<4xf32>
  }
  func.func @interleave(%arg0: vector<4xf32>) -> (vector<8xf32>, vector<2xf32>, f32) {
    %cst = arith.constant dense<[1.000000e+00, 2.000000e+00]> : vector<2xf32>
    %0 = vector.interleave %arg0, %arg0 : vector<4xf32> -> vector<8xf32>
    %res1, %res2 = vector.deinterleave %arg0 : vector<4xf32> -> vector<2xf32>
    %1 = vector.reduction <add>, %cst : vector<2xf32> into f32
    return %0, %res1, %1 : vector<8xf32>, vector<2xf32>, f32
  }
}

