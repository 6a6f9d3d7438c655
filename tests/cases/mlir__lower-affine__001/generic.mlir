#map = affine_map<(d0, d1) -> (d0 + 1, d1 * 2)>
#map1 = affine_map<(d0, d1) -> (d0, d1)>
#map2 = affine_map<(d0) -> (d0, 2)>
#map3 = affine_map<(d0)[s0] -> (d0 + 8, s0)>
#map4 = affine_map<() -> (0)>
#map5 = affine_map<() -> (10)>
"builtin.module"() ({
  "func.func"() <{function_type = (index, memref<100x100xf32>) -> (), sym_name = "loops"}> ({
  ^bb0(%arg0: index, %arg1: memref<100x100xf32>):
    "affine.for"() <{lowerBoundMap = #map4, operandSegmentSizes = array<i32: 0, 0, 0>, step = 1 : index, upperBoundMap = #map5}> ({
    ^bb0(%arg2: index):
      "affine.for"(%arg2, %arg2, %arg0) <{lowerBoundMap = #map2, operandSegmentSizes = array<i32: 1, 2, 0>, step = 2 : index, upperBoundMap = #map3}> ({
      ^bb0(%arg3: index):
        %0 = "affine.load"(%arg1, %arg2, %arg3) <{map = #map}> : (memref<100x100xf32>, index, index) -> f32
        "affine.store"(%0, %arg1, %arg3, %arg2) <{map = #map1}> : (f32, memref<100x100xf32>, index, index) -> ()
        "affine.yield"() : () -> ()
      }) : (index, index, index) -> ()
      "affine.yield"() : () -> ()
    }) : () -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

