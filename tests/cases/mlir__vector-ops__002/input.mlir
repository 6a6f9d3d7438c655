
func.func @memory(%m: memref<?x?xf32>, %i: index, %mask: vector<8xi1>, %pt: vector<8xf32>, %idx: vector<8xi32>, %t: tensor<?x?xf32>) {
  %0 = vector.load %m[%i, %i] {alignment = 16 : i64} : memref<?x?xf32>, vector<8xf32>
  vector.store %0, %m[%i, %i] {nontemporal = true} : memref<?x?xf32>, vector<8xf32>
  %1 = vector.maskedload %m[%i, %i], %mask, %pt : memref<?x?xf32>, vector<8xi1>, vector<8xf32> into vector<8xf32>
  vector.maskedstore %m[%i, %i], %mask, %1 : memref<?x?xf32>, vector<8xi1>, vector<8xf32>
  %2 = vector.gather %m[%i, %i] [%idx], %mask, %pt : memref<?x?xf32>, vector<8xi32>, vector<8xi1>, vector<8xf32> into vector<8xf32>
  vector.scatter %m[%i, %i] [%idx], %mask, %2 : memref<?x?xf32>, vector<8xi32>, vector<8xi1>, vector<8xf32>
  %3 = vector.scatter %t[%i, %i] [%idx], %mask, %2 : tensor<?x?xf32>, vector<8xi32>, vector<8xi1>, vector<8xf32> -> tensor<?x?xf32>
  %4 = vector.expandload %m[%i, %i], %mask, %pt : memref<?x?xf32>, vector<8xi1>, vector<8xf32> into vector<8xf32>
  vector.compressstore %m[%i, %i], %mask, %4 : memref<?x?xf32>, vector<8xi1>, vector<8xf32>
  return
}

