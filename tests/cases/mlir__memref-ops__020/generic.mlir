#map = affine_map<(d0, d1) -> (d0, d1)>
#map1 = affine_map<(d0, d1) -> (d1, d0)>
"builtin.module"() ({
  "func.func"() <{function_type = (memref<4x5xf32>) -> (), sym_name = "t"}> ({
  ^bb0(%arg0: memref<4x5xf32>):
    %0 = "memref.transpose"(%arg0) <{permutation = #map}> : (memref<4x5xf32>) -> memref<4x5xf32>
    %1 = "memref.transpose"(%arg0) <{permutation = #map}> : (memref<4x5xf32>) -> memref<4x5xf32, strided<[5, 1]>>
    %2 = "memref.transpose"(%arg0) <{permutation = #map1}> : (memref<4x5xf32>) -> memref<5x4xf32, strided<[1, 5]>>
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

