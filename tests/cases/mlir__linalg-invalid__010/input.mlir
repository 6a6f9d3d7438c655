
// The concatenated maps take the most dims of any map.
func.func @mixed_domains(%a: memref<4xi32>, %b: memref<4xi32>) {
  // expected-error@+1 {{'linalg.generic' op invalid indexing maps are non-invertible: ((d0, d1) -> (d0, d0))}}
  linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%a : memref<4xi32>) outs(%b : memref<4xi32>) {
  ^bb(%i : i32, %j: i32):
    linalg.yield %i : i32
  }
  return
}
