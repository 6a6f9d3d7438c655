#map = affine_map<(d0) -> (d0 floordiv 16)>
#map1 = affine_map<(d0) -> (d0 mod 4)>
#map2 = affine_map<(d0) -> ((d0 + 2) floordiv 4)>
#map3 = affine_map<() -> (0)>
#map4 = affine_map<() -> (16)>
#map5 = affine_map<(d0) -> (d0)>
#map6 = affine_map<(d0) -> (d0 + 1)>
#map7 = affine_map<()[s0] -> (s0, 8)>
#map8 = affine_map<() -> (5)>
#map9 = affine_map<()[s0] -> (s0)>
"builtin.module"() ({
  "func.func"() <{function_type = (index, memref<?xf32>, f32) -> f32, sym_name = "loops"}> ({
  ^bb0(%arg0: index, %arg1: memref<?xf32>, %arg2: f32):
    %0 = "arith.constant"() <{value = 2 : index}> : () -> index
    %1 = "arith.constant"() <{value = 10 : index}> : () -> index
    "affine.for"() <{lowerBoundMap = #map3, operandSegmentSizes = array<i32: 0, 0, 0>, step = 4 : index, upperBoundMap = #map4}> ({
    ^bb0(%arg8: index):
      %6 = "affine.apply"(%arg8) <{map = #map}> : (index) -> index
      %7 = "affine.apply"(%arg8) <{map = #map1}> : (index) -> index
      %8 = "affine.apply"(%arg8) <{map = #map2}> : (index) -> index
      "test.use"(%6, %7, %8) : (index, index, index) -> ()
      "affine.yield"() : () -> ()
    }) : () -> ()
    "affine.for"(%0, %1) <{lowerBoundMap = #map5, operandSegmentSizes = array<i32: 1, 1, 0>, step = 1 : index, upperBoundMap = #map7}> ({
    ^bb0(%arg7: index):
      %5 = "affine.load"(%arg1, %arg7) <{map = #map5}> : (memref<?xf32>, index) -> f32
      "affine.store"(%5, %arg1, %arg7) <{map = #map6}> : (f32, memref<?xf32>, index) -> ()
      "affine.yield"() : () -> ()
    }) : (index, index) -> ()
    %2 = "affine.for"(%arg2) <{lowerBoundMap = #map8, operandSegmentSizes = array<i32: 0, 0, 1>, step = 1 : index, upperBoundMap = #map8}> ({
    ^bb0(%arg5: index, %arg6: f32):
      %4 = "arith.addf"(%arg6, %arg6) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "affine.yield"(%4) : (f32) -> ()
    }) : (f32) -> f32
    %3 = "affine.for"(%arg0, %2) <{lowerBoundMap = #map3, operandSegmentSizes = array<i32: 0, 1, 1>, step = 1 : index, upperBoundMap = #map9}> ({
    ^bb0(%arg3: index, %arg4: f32):
      "affine.yield"(%arg4) : (f32) -> ()
    }) : (index, f32) -> f32
    "func.return"(%3) : (f32) -> ()
  }) : () -> ()
}) : () -> ()

