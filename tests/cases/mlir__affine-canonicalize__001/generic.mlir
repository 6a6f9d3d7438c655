#map = affine_map<(d0) -> (d0 floordiv 0)>
#map1 = affine_map<(d0) -> ((d0 + 4) mod -2)>
#map2 = affine_map<(d0, d1) -> (d0 + d1 ceildiv -3)>
"builtin.module"() ({
  "func.func"() <{function_type = (index, index) -> (index, index, index), sym_name = "apply_unflattenable"}> ({
  ^bb0(%arg0: index, %arg1: index):
    %0 = "affine.apply"(%arg0) <{map = #map}> : (index) -> index
    %1 = "affine.apply"(%arg0) <{map = #map1}> : (index) -> index
    %2 = "affine.apply"(%arg0, %arg1) <{map = #map2}> : (index, index) -> index
    "func.return"(%0, %1, %2) : (index, index, index) -> ()
  }) : () -> ()
}) : () -> ()

