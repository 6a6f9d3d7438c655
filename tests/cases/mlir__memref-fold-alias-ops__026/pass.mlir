#map = affine_map<(d0)[s0] -> (d0 * 2 + s0 + 2)>
#map1 = affine_map<(d0)[s0] -> (d0 + s0 + 8)>
#map2 = affine_map<()[s0] -> (s0 + 4)>
module {
  func.func @chain(%arg0: memref<64x64xf32>, %arg1: index, %arg2: f32) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    scf.for %arg3 = %c0 to %arg1 step %c1 {
      affine.for %arg4 = 0 to 4 {
        %0 = affine.apply #map(%arg4)[%arg3]
        %1 = affine.apply #map1(%arg4)[%arg3]
        %2 = memref.load %arg0[%0, %1] : memref<64x64xf32>
        %3 = arith.addf %2, %arg2 : f32
        %4 = affine.apply #map2()[%arg3]
        %5 = affine.apply #map1(%arg4)[%arg3]
        memref.store %3, %arg0[%4, %5] : memref<64x64xf32>
      }
    }
    return
  }
}

