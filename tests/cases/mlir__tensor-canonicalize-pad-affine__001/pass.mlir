#map = affine_map<()[s0] -> (s0 * 2 + 1)>
#map1 = affine_map<()[s0] -> (s0 * 3)>
module {
  func.func @m2(%arg0: tensor<?xf32>, %arg1: index, %arg2: f32) -> tensor<?xf32> {
    %0 = affine.apply #map()[%arg1]
    %1 = affine.apply #map1()[%arg1]
    %padded = tensor.pad %arg0 low[%1] high[%0] {
    ^bb0(%arg3: index):
      tensor.yield %arg2 : f32
    } : tensor<?xf32> to tensor<?xf32>
    return %padded : tensor<?xf32>
  }
}

