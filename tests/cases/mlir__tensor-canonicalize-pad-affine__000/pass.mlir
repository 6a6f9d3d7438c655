#map = affine_map<()[s0] -> (s0 * 2)>
#map1 = affine_map<()[s0, s1] -> (s0 + s1)>
module {
  func.func @m1(%arg0: tensor<?x?xf32>, %arg1: index, %arg2: index, %arg3: f32) -> tensor<?x?xf32> {
    %0 = affine.apply #map()[%arg2]
    %1 = affine.apply #map1()[%arg2, %arg1]
    %2 = affine.apply #map()[%arg1]
    %padded = tensor.pad %arg0 low[%1, %2] high[%0, 3] {
    ^bb0(%arg4: index, %arg5: index):
      tensor.yield %arg3 : f32
    } : tensor<?x?xf32> to tensor<?x?xf32>
    return %padded : tensor<?x?xf32>
  }
}

