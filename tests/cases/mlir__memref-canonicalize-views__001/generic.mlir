#map = affine_map<(d0, d1, d2) -> (d2, d0, d1)>
#map1 = affine_map<(d0, d1, d2) -> (d1, d2, d0)>
#map2 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
"builtin.module"() ({
  "func.func"() <{function_type = (memref<2x3x4xf32>) -> (memref<4x2x3xf32, strided<[1, 12, 4]>>, memref<2x3x4xf32>), sym_name = "transposes"}> ({
  ^bb0(%arg0: memref<2x3x4xf32>):
    %0 = "memref.transpose"(%arg0) <{permutation = #map}> : (memref<2x3x4xf32>) -> memref<4x2x3xf32, strided<[1, 12, 4]>>
    %1 = "memref.transpose"(%0) <{permutation = #map1}> : (memref<4x2x3xf32, strided<[1, 12, 4]>>) -> memref<2x3x4xf32, strided<[12, 4, 1]>>
    %2 = "memref.transpose"(%arg0) <{permutation = #map2}> : (memref<2x3x4xf32>) -> memref<2x3x4xf32>
    "test.use"(%1) : (memref<2x3x4xf32, strided<[12, 4, 1]>>) -> ()
    "func.return"(%0, %2) : (memref<4x2x3xf32, strided<[1, 12, 4]>>, memref<2x3x4xf32>) -> ()
  }) : () -> ()
}) : () -> ()

