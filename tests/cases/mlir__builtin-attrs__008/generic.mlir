#map = affine_map<(d0, d1) -> (d0 + d1 * 2 - 3, d0 floordiv 2, d1 mod 4, d0 ceildiv 8)>
#map1 = affine_map<()[s0] -> (s0 * s0)>
#map2 = affine_map<(d0) -> ((d0 + 1) * 2)>
#set = affine_set<(d0)[s0] : (d0 - s0 >= 0, d0 == 0)>
"builtin.module"() ({
  "t.maps"() {a = #map, b = #map1, c = #set, d = #map2} : () -> ()
}) : () -> ()

