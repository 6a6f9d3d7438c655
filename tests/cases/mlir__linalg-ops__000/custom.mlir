#map = affine_map<(d0, d1) -> (d0, d1)>
#map1 = affine_map<(d0, d1) -> (d1, d0)>
module {
  func.func @generic(%arg0: tensor<4x8xf32>, %arg1: memref<8x4xf32>, %arg2: tensor<4x8xf32>, %arg3: memref<4x8xf32>) -> tensor<4x8xf32> {
    %0 = linalg.generic {doc = "d", indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"], library_call = "lib"} ins(%arg0 : tensor<4x8xf32>) outs(%arg2 : tensor<4x8xf32>) attrs =  {foo = 1 : i32} {
    ^bb0(%in: f32, %out: f32):
      %1 = linalg.index 1 : index
      %2 = arith.addf %in, %out : f32
      linalg.yield %2 : f32
    } -> tensor<4x8xf32>
    linalg.generic {indexing_maps = [#map1, #map], iterator_types = ["parallel", "reduction"]} ins(%arg3 : memref<4x8xf32>) outs(%arg1 : memref<8x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    }
    return %0 : tensor<4x8xf32>
  }
}

