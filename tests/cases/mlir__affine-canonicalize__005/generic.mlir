#map = affine_map<(d0, d1) -> (d0 + d1, 16, d1 + 16, 16)>
#map1 = affine_map<(d0)[s0] -> (d0 * 2, s0, 7)>
#map2 = affine_map<(d0)[s0] -> (s0, d0 + 1)>
#map3 = affine_map<()[s0] -> (s0 + 1)>
#map4 = affine_map<() -> (4, 2, 9)>
"builtin.module"() ({
  "func.func"() <{function_type = (index, index) -> (index, index, index, index, index), sym_name = "min_max"}> ({
  ^bb0(%arg0: index, %arg1: index):
    %0 = "arith.constant"() <{value = 3 : index}> : () -> index
    %1 = "affine.min"(%arg0, %arg1) <{map = #map}> : (index, index) -> index
    %2 = "affine.max"(%arg0, %0) <{map = #map1}> : (index, index) -> index
    %3 = "affine.min"(%1, %1) <{map = #map2}> : (index, index) -> index
    %4 = "affine.max"(%arg1) <{map = #map3}> : (index) -> index
    %5 = "affine.min"() <{map = #map4}> : () -> index
    "func.return"(%1, %2, %3, %4, %5) : (index, index, index, index, index) -> ()
  }) : () -> ()
}) : () -> ()

