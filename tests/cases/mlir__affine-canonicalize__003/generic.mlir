#map = affine_map<()[s0, s1] -> ((s0 * s1) floordiv s1)>
#map1 = affine_map<()[s0, s1] -> ((s0 * s1 + s1) mod s1)>
#map2 = affine_map<()[s0, s1, s2] -> (s0 * s1 + s1 * s2 - s0)>
"builtin.module"() ({
  "func.func"() <{function_type = (index, index, index) -> (index, index, index), sym_name = "semi_affine"}> ({
  ^bb0(%arg0: index, %arg1: index, %arg2: index):
    %0 = "affine.apply"(%arg0, %arg1) <{map = #map}> : (index, index) -> index
    %1 = "affine.apply"(%arg0, %arg1) <{map = #map1}> : (index, index) -> index
    %2 = "affine.apply"(%arg0, %arg1, %arg2) <{map = #map2}> : (index, index, index) -> index
    "func.return"(%0, %1, %2) : (index, index, index) -> ()
  }) : () -> ()
}) : () -> ()

