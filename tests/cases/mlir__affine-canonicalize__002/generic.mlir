#map = affine_map<(d0, d1) -> (d0 * 4 + d1)>
#map1 = affine_map<(d0, d1, d2)[s0] -> ((d0 + d1) floordiv 4 + s0)>
#map2 = affine_map<(d0, d1) -> (d0 + d1 - d0)>
#map3 = affine_map<(d0) -> (d0 mod 8 + (d0 floordiv 8) * 8)>
"builtin.module"() ({
  "func.func"() <{function_type = (index, index, index) -> (index, index), sym_name = "compose"}> ({
  ^bb0(%arg0: index, %arg1: index, %arg2: index):
    %0 = "arith.constant"() <{value = 4 : index}> : () -> index
    %1 = "affine.apply"(%arg0, %arg1) <{map = #map}> : (index, index) -> index
    %2 = "affine.apply"(%1, %arg0, %arg2, %0) <{map = #map1}> : (index, index, index, index) -> index
    %3 = "affine.apply"(%2, %2) <{map = #map2}> : (index, index) -> index
    %4 = "affine.apply"(%3) <{map = #map3}> : (index) -> index
    "func.return"(%3, %4) : (index, index) -> ()
  }) : () -> ()
}) : () -> ()

