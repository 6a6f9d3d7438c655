#map = affine_map<(d0, d1) -> (d0 * 5 + d1 + 7)>
#map1 = affine_map<(d0, d1) -> (d1, d0)>
#map2 = affine_map<(d0, d1) -> (d0 + d1 * 5 + 7)>
#map3 = affine_map<(d0, d1) -> (d1 + d0 * 5 + 7)>
#map4 = affine_map<(d0, d1) -> (d0, d1)>
"builtin.module"() ({
  "func.func"() <{function_type = (memref<4x5xf32, #map>) -> (), sym_name = "t"}> ({
  ^bb0(%arg0: memref<4x5xf32, #map>):
    %0 = "memref.transpose"(%arg0) <{permutation = #map1}> : (memref<4x5xf32, #map>) -> memref<5x4xf32, strided<[1, 5], offset: 7>>
    %1 = "memref.transpose"(%arg0) <{permutation = #map1}> : (memref<4x5xf32, #map>) -> memref<5x4xf32, #map2>
    %2 = "memref.transpose"(%arg0) <{permutation = #map4}> : (memref<4x5xf32, #map>) -> memref<4x5xf32, #map3>
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

