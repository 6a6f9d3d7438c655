
// Shapes against loop ranges before the maps' domains.
func.func @shape_before_domain(%arg0: memref<1xi32>) {
  // expected-error@+1 {{'linalg.generic' op inferred input/output operand #0 has shape's dimension #0 to be greater than or equal to 2, but found 1}}
  linalg.generic {indexing_maps = [affine_map<() -> (1)>], iterator_types = ["parallel"]} outs(%arg0 : memref<1xi32>) {
  ^bb(%i : i32):
    linalg.yield %i : i32
  }
  return
}

