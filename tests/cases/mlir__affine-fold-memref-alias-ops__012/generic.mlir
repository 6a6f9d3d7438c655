#map = affine_map<(d0) -> (d0 + 1, 3)>
#map1 = affine_map<() -> (0)>
#map2 = affine_map<() -> (10)>
"builtin.module"() ({
  "func.func"() <{function_type = (memref<?xf32>, index, f32) -> (), sym_name = "expand_constant"}> ({
  ^bb0(%arg0: memref<?xf32>, %arg1: index, %arg2: f32):
    %0 = "memref.expand_shape"(%arg0, %arg1) <{reassociation = [[0, 1]], static_output_shape = array<i64: -9223372036854775808, 4>}> : (memref<?xf32>, index) -> memref<?x4xf32>
    "affine.for"() <{lowerBoundMap = #map1, operandSegmentSizes = array<i32: 0, 0, 0>, step = 1 : index, upperBoundMap = #map2}> ({
    ^bb0(%arg3: index):
      "affine.store"(%arg2, %0, %arg3) <{map = #map}> : (f32, memref<?x4xf32>, index) -> ()
      "affine.yield"() : () -> ()
    }) : () -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

