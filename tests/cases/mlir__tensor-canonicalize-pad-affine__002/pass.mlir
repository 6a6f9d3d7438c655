#map = affine_map<()[s0] -> (s0 + 1)>
#map1 = affine_map<()[s0] -> (s0 + 2)>
module {
  func.func @m3(%arg0: tensor<?xf32>, %arg1: f32) -> tensor<?xf32> {
    %0 = "test.idx"() : () -> index
    %1 = affine.apply #map()[%0]
    %2 = affine.apply #map1()[%0]
    %padded = tensor.pad %arg0 low[%2] high[%1] {
    ^bb0(%arg2: index):
      tensor.yield %arg1 : f32
    } : tensor<?xf32> to tensor<?xf32>
    return %padded : tensor<?xf32>
  }
}

