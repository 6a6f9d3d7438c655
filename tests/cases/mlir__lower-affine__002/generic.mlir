#map = affine_map<(d0, d1) -> (d0, d1 + 4, 16)>
#map1 = affine_map<(d0)[s0] -> (d0 floordiv 2, s0)>
"builtin.module"() ({
  "func.func"() <{function_type = (index, index) -> (index, index), sym_name = "minmax"}> ({
  ^bb0(%arg0: index, %arg1: index):
    %0 = "affine.min"(%arg0, %arg1) <{map = #map}> : (index, index) -> index
    %1 = "affine.max"(%arg0, %arg1) <{map = #map1}> : (index, index) -> index
    "func.return"(%0, %1) : (index, index) -> ()
  }) : () -> ()
}) : () -> ()

