#map = affine_map<(d0)[s0] -> (d0 floordiv s0)>
#map1 = affine_map<(d0)[s0] -> (d0 mod s0)>
#map2 = affine_map<(d0)[s0] -> (d0 + s0)>
#map3 = affine_map<(d0)[s0] -> (d0 * s0)>
"builtin.module"() ({
  "func.func"() <{function_type = () -> (index, index, index, index, index), sym_name = "apply_fold_edges"}> ({
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "arith.constant"() <{value = 5 : index}> : () -> index
    %2 = "arith.constant"() <{value = 9223372036854775807 : index}> : () -> index
    %3 = "arith.constant"() <{value = -3 : index}> : () -> index
    %4 = "affine.apply"(%1, %0) <{map = #map}> : (index, index) -> index
    %5 = "affine.apply"(%1, %3) <{map = #map1}> : (index, index) -> index
    %6 = "affine.apply"(%2, %2) <{map = #map2}> : (index, index) -> index
    %7 = "affine.apply"(%2, %2) <{map = #map3}> : (index, index) -> index
    %8 = "affine.apply"(%1, %3) <{map = #map}> : (index, index) -> index
    "func.return"(%4, %5, %6, %7, %8) : (index, index, index, index, index) -> ()
  }) : () -> ()
}) : () -> ()

