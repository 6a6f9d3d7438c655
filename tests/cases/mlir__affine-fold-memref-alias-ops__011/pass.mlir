#map = affine_map<()[s0, s1] -> (s0 + (s1 floordiv 2) * 2)>
#map1 = affine_map<()[s0] -> (s0 + 5)>
module {
  func.func @maps(%arg0: memref<16x16xf32>, %arg1: memref<1x1xf32>, %arg2: index, %arg3: index, %arg4: f32) -> f32 {
    %c0 = arith.constant 0 : index
    %0 = affine.apply #map()[%arg2, %arg3]
    %1 = affine.apply #map1()[%arg2]
    %2 = affine.load %arg0[%0, %1] : memref<16x16xf32>
    affine.store %2, %arg1[%c0, %c0] : memref<1x1xf32>
    %3 = affine.load %arg0[%arg2, %arg3] : memref<16x16xf32>
    %4 = arith.addf %2, %3 : f32
    return %4 : f32
  }
}

