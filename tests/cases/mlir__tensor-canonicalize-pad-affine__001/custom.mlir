#map = affine_map<(d0) -> (d0 * 2)>
module {
  func.func @m2(%arg0: tensor<?xf32>, %arg1: index, %arg2: f32) -> tensor<?xf32> {
    %0 = affine.apply #map(%arg1)
    %padded = tensor.pad %arg0 low[%0] high[1] {
    ^bb0(%arg3: index):
      tensor.yield %arg2 : f32
    } : tensor<?xf32> to tensor<?xf32>
    %padded_0 = tensor.pad %padded low[%arg1] high[%0] {
    ^bb0(%arg3: index):
      tensor.yield %arg2 : f32
    } : tensor<?xf32> to tensor<?xf32>
    return %padded_0 : tensor<?xf32>
  }
}

