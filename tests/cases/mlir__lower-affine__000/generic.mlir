#map = affine_map<(d0, d1)[s0] -> (d0 * 3 + d1 - s0 + 7)>
#map1 = affine_map<(d0) -> (d0 mod 4)>
#map2 = affine_map<(d0) -> (d0 floordiv 8)>
#map3 = affine_map<(d0) -> (d0 ceildiv 8)>
#map4 = affine_map<(d0, d1) -> (d0 - d1)>
#map5 = affine_map<(d0) -> (-d0)>
#map6 = affine_map<()[s0] -> (s0 * 2 - 1)>
"builtin.module"() ({
  "func.func"() <{function_type = (index, index, index) -> index, sym_name = "apply"}> ({
  ^bb0(%arg0: index, %arg1: index, %arg2: index):
    %0 = "affine.apply"(%arg0, %arg1, %arg2) <{map = #map}> : (index, index, index) -> index
    %1 = "affine.apply"(%0) <{map = #map1}> : (index) -> index
    %2 = "affine.apply"(%1) <{map = #map2}> : (index) -> index
    %3 = "affine.apply"(%2) <{map = #map3}> : (index) -> index
    %4 = "affine.apply"(%3, %arg0) <{map = #map4}> : (index, index) -> index
    %5 = "affine.apply"(%4) <{map = #map5}> : (index) -> index
    %6 = "affine.apply"(%5) <{map = #map6}> : (index) -> index
    "func.return"(%6) : (index) -> ()
  }) : () -> ()
}) : () -> ()

