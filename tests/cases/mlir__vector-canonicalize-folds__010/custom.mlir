module {
  func.func @masked(%arg0: memref<16xf32>, %arg1: vector<16xf32>, %arg2: vector<16xf32>, %arg3: vector<16xi32>) -> (vector<16xf32>, vector<16xf32>, vector<16xf32>, vector<16xf32>, vector<16xf32>, vector<16xf32>) {
    %c0 = arith.constant 0 : index
    %0 = vector.constant_mask [16] : vector<16xi1>
    %1 = vector.constant_mask [0] : vector<16xi1>
    %2 = vector.maskedload %arg0[%c0], %0, %arg1 : memref<16xf32>, vector<16xi1>, vector<16xf32> into vector<16xf32>
    %3 = vector.maskedload %arg0[%c0], %1, %arg1 : memref<16xf32>, vector<16xi1>, vector<16xf32> into vector<16xf32>
    vector.maskedstore %arg0[%c0], %0, %arg2 : memref<16xf32>, vector<16xi1>, vector<16xf32>
    vector.maskedstore %arg0[%c0], %1, %arg2 : memref<16xf32>, vector<16xi1>, vector<16xf32>
    %4 = vector.gather %arg0[%c0] [%arg3], %1, %arg1 : memref<16xf32>, vector<16xi32>, vector<16xi1>, vector<16xf32> into vector<16xf32>
    %5 = vector.expandload %arg0[%c0], %0, %arg1 : memref<16xf32>, vector<16xi1>, vector<16xf32> into vector<16xf32>
    %6 = vector.expandload %arg0[%c0], %1, %arg1 : memref<16xf32>, vector<16xi1>, vector<16xf32> into vector<16xf32>
    vector.compressstore %arg0[%c0], %0, %arg2 : memref<16xf32>, vector<16xi1>, vector<16xf32>
    vector.compressstore %arg0[%c0], %1, %arg2 : memref<16xf32>, vector<16xi1>, vector<16xf32>
    vector.scatter %arg0[%c0] [%arg3], %1, %arg2 : memref<16xf32>, vector<16xi32>, vector<16xi1>, vector<16xf32>
    %7 = vector.gather %arg0[%c0] [%arg3], %0, %arg1 : memref<16xf32>, vector<16xi32>, vector<16xi1>, vector<16xf32> into vector<16xf32>
    return %2, %3, %4, %5, %6, %7 : vector<16xf32>, vector<16xf32>, vector<16xf32>, vector<16xf32>, vector<16xf32>, vector<16xf32>
  }
  func.func @casts(%arg0: memref<16xf32>) -> vector<4xf32> {
    %c0 = arith.constant 0 : index
    %cast = memref.cast %arg0 : memref<16xf32> to memref<?xf32>
    %0 = vector.load %cast[%c0] : memref<?xf32>, vector<4xf32>
    vector.store %0, %cast[%c0] : memref<?xf32>, vector<4xf32>
    return %0 : vector<4xf32>
  }
  func.func @shuffles(%arg0: vector<4xf32>, %arg1: vector<4xf32>) -> (vector<4xf32>, vector<4xf32>, vector<2xf32>) {
    %0 = vector.shuffle %arg0, %arg1 [0, 1, 2, 3] : vector<4xf32>, vector<4xf32>
    %1 = vector.shuffle %arg0, %arg1 [4, 5, 6, 7] : vector<4xf32>, vector<4xf32>
    %cst = arith.constant dense<[1.000000e+00, 2.000000e+00, 3.000000e+00, 4.000000e+00]> : vector<4xf32>
    %2 = vector.shuffle %cst, %cst [1, 6] : vector<4xf32>, vector<4xf32>
    return %0, %1, %2 : vector<4xf32>, vector<4xf32>, vector<2xf32>
  }
  func.func @masks(%arg0: index) -> (vector<4x3xi1>, vector<4xi1>, vector<3x4xi1>, vector<2x3xi1>) {
    %c0 = arith.constant 0 : index
    %c2 = arith.constant 2 : index
    %0 = vector.create_mask %arg0, %c0 : vector<4x3xi1>
    %1 = vector.create_mask %c2 : vector<4xi1>
    %2 = vector.constant_mask [2, 3] : vector<4x3xi1>
    %3 = vector.transpose %2, [1, 0] : vector<4x3xi1> to vector<3x4xi1>
    %4 = vector.extract_strided_slice %2 {offsets = [1, 0], sizes = [2, 3], strides = [1, 1]} : vector<4x3xi1> to vector<2x3xi1>
    return %0, %1, %3, %4 : vector<4x3xi1>, vector<4xi1>, vector<3x4xi1>, vector<2x3xi1>
  }
  func.func @bcast(%arg0: f32, %arg1: vector<4xf32>) -> (vector<1x4xf32>, vector<2x4xf32>, vector<4xf32>) {
    %0 = vector.broadcast %arg1 : vector<4xf32> to vector<1x4xf32>
    %1 = vector.broadcast %arg0 : f32 to vector<4xf32>
    %2 = vector.broadcast %1 : vector<4xf32> to vector<2x4xf32>
    %3 = vector.extract %2[1] : vector<4xf32> from vector<2x4xf32>
    return %0, %2, %3 : vector<1x4xf32>, vector<2x4xf32>, vector<4xf32>
  }
  func.func @interleave(%arg0: vector<4xf32>) -> (vector<8xf32>, vector<2xf32>, f32) {
    %0 = vector.interleave %arg0, %arg0 : vector<4xf32> -> vector<8xf32>
    %res1, %res2 = vector.deinterleave %arg0 : vector<4xf32> -> vector<2xf32>
    %cst = arith.constant dense<[1.000000e+00, 2.000000e+00]> : vector<2xf32>
    %cst_0 = arith.constant 2.000000e+00 : f32
    %1 = vector.reduction <add>, %cst : vector<2xf32> into f32
    return %0, %res1, %1 : vector<8xf32>, vector<2xf32>, f32
  }
}

