
func.func @scalable(%a: vector<[4]xf32>, %b: vector<4xf32>, %m: memref<4x3xf32>) {
  %0 = vector.scalable.insert %b, %a[0] : vector<4xf32> into vector<[4]xf32>
  %1 = vector.scalable.extract %a[4] : vector<4xf32> from vector<[4]xf32>
  %2 = vector.outerproduct %a, %a : vector<[4]xf32>, vector<[4]xf32>
  %3 = vector.type_cast %m : memref<4x3xf32> to memref<vector<4x3xf32>>
  return
}
