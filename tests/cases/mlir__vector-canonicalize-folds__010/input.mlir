
func.func @masked(%m: memref<16xf32>, %p: vector<16xf32>, %v: vector<16xf32>, %i: vector<16xi32>) -> (vector<16xf32>, vector<16xf32>, vector<16xf32>, vector<16xf32>, vector<16xf32>, vector<16xf32>) {
  %c0 = arith.constant 0 : index
  %t = vector.constant_mask [16] : vector<16xi1>
  %f = vector.constant_mask [0] : vector<16xi1>
  %0 = vector.maskedload %m[%c0], %t, %p : memref<16xf32>, vector<16xi1>, vector<16xf32> into vector<16xf32>
  %1 = vector.maskedload %m[%c0], %f, %p : memref<16xf32>, vector<16xi1>, vector<16xf32> into vector<16xf32>
  vector.maskedstore %m[%c0], %t, %v : memref<16xf32>, vector<16xi1>, vector<16xf32>
  vector.maskedstore %m[%c0], %f, %v : memref<16xf32>, vector<16xi1>, vector<16xf32>
  %2 = vector.gather %m[%c0][%i], %f, %p : memref<16xf32>, vector<16xi32>, vector<16xi1>, vector<16xf32> into vector<16xf32>
  %3 = vector.expandload %m[%c0], %t, %p : memref<16xf32>, vector<16xi1>, vector<16xf32> into vector<16xf32>
  %4 = vector.expandload %m[%c0], %f, %p : memref<16xf32>, vector<16xi1>, vector<16xf32> into vector<16xf32>
  vector.compressstore %m[%c0], %t, %v : memref<16xf32>, vector<16xi1>, vector<16xf32>
  vector.compressstore %m[%c0], %f, %v : memref<16xf32>, vector<16xi1>, vector<16xf32>
  vector.scatter %m[%c0][%i], %f, %v : memref<16xf32>, vector<16xi32>, vector<16xi1>, vector<16xf32>
  %5 = vector.gather %m[%c0][%i], %t, %p : memref<16xf32>, vector<16xi32>, vector<16xi1>, vector<16xf32> into vector<16xf32>
  return %0, %1, %2, %3, %4, %5 : vector<16xf32>, vector<16xf32>, vector<16xf32>, vector<16xf32>, vector<16xf32>, vector<16xf32>
}
func.func @casts(%m: memref<16xf32>) -> vector<4xf32> {
  %c0 = arith.constant 0 : index
  %c = memref.cast %m : memref<16xf32> to memref<?xf32>
  %0 = vector.load %c[%c0] : memref<?xf32>, vector<4xf32>
  vector.store %0, %c[%c0] : memref<?xf32>, vector<4xf32>
  return %0 : vector<4xf32>
}
func.func @shuffles(%a: vector<4xf32>, %b: vector<4xf32>) -> (vector<4xf32>, vector<4xf32>, vector<2xf32>) {
  %0 = vector.shuffle %a, %b [0, 1, 2, 3] : vector<4xf32>, vector<4xf32>
  %1 = vector.shuffle %a, %b [4, 5, 6, 7] : vector<4xf32>, vector<4xf32>
  %c = arith.constant dense<[1.0, 2.0, 3.0, 4.0]> : vector<4xf32>
  %2 = vector.shuffle %c, %c [1, 6] : vector<4xf32>, vector<4xf32>
  return %0, %1, %2 : vector<4xf32>, vector<4xf32>, vector<2xf32>
}
func.func @masks(%i: index) -> (vector<4x3xi1>, vector<4xi1>, vector<3x4xi1>, vector<2x3xi1>) {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %0 = vector.create_mask %i, %c0 : vector<4x3xi1>
  %1 = vector.create_mask %c2 : vector<4xi1>
  %m = vector.constant_mask [2, 3] : vector<4x3xi1>
  %2 = vector.transpose %m, [1, 0] : vector<4x3xi1> to vector<3x4xi1>
  %3 = vector.extract_strided_slice %m {offsets = [1, 0], sizes = [2, 3], strides = [1, 1]} : vector<4x3xi1> to vector<2x3xi1>
  return %0, %1, %2, %3 : vector<4x3xi1>, vector<4xi1>, vector<3x4xi1>, vector<2x3xi1>
}
func.func @bcast(%a: f32, %v: vector<4xf32>) -> (vector<1x4xf32>, vector<2x4xf32>, vector<4xf32>) {
  %0 = vector.broadcast %v : vector<4xf32> to vector<1x4xf32>
  %1 = vector.broadcast %a : f32 to vector<4xf32>
  %2 = vector.broadcast %1 : vector<4xf32> to vector<2x4xf32>
  %3 = vector.extract %2[1] : vector<4xf32> from vector<2x4xf32>
  return %0, %2, %3 : vector<1x4xf32>, vector<2x4xf32>, vector<4xf32>
}
func.func @interleave(%a: vector<4xf32>) -> (vector<8xf32>, vector<2xf32>, f32) {
  %0 = vector.interleave %a, %a : vector<4xf32> -> vector<8xf32>
  %1, %2 = vector.deinterleave %a : vector<4xf32> -> vector<2xf32>
  %c = arith.constant dense<[1.0, 2.0]> : vector<2xf32>
  %x = arith.constant 2.0 : f32
  %3 = vector.reduction <add>, %c : vector<2xf32> into f32
  return %0, %1, %3 : vector<8xf32>, vector<2xf32>, f32
}

