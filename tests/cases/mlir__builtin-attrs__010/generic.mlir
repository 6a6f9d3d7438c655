#map = affine_map<(d0) -> (d0)>
"builtin.module"() ({
  "t.aliases"() {x = #map, y = [1, 2], z = #map} : () -> ()
}) : () -> ()

