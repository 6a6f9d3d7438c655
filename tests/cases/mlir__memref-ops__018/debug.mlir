#loc2 = loc("input.mlir":2:14)
#map = affine_map<(d0, d1)[s0, s1] -> (d0 * s1 + s0 + d1)>
#map1 = affine_map<(d0, d1)[s0, s1] -> (d1 * s1 + s0 + d0)>
#map2 = affine_map<(d0, d1) -> (d1, d0)>
"builtin.module"() ({
  "func.func"() <{function_type = (memref<?x?xf32, #map>) -> (), sym_name = "t"}> ({
  ^bb0(%arg0: memref<?x?xf32, #map> loc("input.mlir":2:14)):
    %0 = "memref.transpose"(%arg0) <{permutation = #map2}> : (memref<?x?xf32, #map>) -> memref<?x?xf32, #map1> loc(#loc3)
    "func.return"() : () -> () loc(#loc4)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":2:1)
#loc3 = loc("input.mlir":3:8)
#loc4 = loc("input.mlir":4:3)

