#map = affine_map<(d0) -> (d0)>
"builtin.module"() ({
  "t.aliases"() {x = #map, y = [1, 2], z = #map} : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":4:1)

