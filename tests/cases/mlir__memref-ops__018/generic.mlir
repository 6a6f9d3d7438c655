#map = affine_map<(d0, d1)[s0, s1] -> (d0 * s1 + s0 + d1)>
#map1 = affine_map<(d0, d1)[s0, s1] -> (d1 * s1 + s0 + d0)>
#map2 = affine_map<(d0, d1) -> (d1, d0)>
"builtin.module"() ({
  "func.func"() <{function_type = (memref<?x?xf32, #map>) -> (), sym_name = "t"}> ({
  ^bb0(%arg0: memref<?x?xf32, #map>):
    %0 = "memref.transpose"(%arg0) <{permutation = #map2}> : (memref<?x?xf32, #map>) -> memref<?x?xf32, #map1>
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

