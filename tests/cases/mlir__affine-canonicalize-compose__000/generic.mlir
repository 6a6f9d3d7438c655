#map = affine_map<(d0) -> (d0 + 1)>
#map1 = affine_map<(d0)[s0] -> (d0 + 16, s0 * 8)>
#map2 = affine_map<(d0, d1) -> (d0 + 4, d1)>
#map3 = affine_map<(d0) -> (d0, d0 + 2)>
#map4 = affine_map<(d0, d1) -> (d0, d1 * 2)>
#map5 = affine_map<(d0, d1) -> (d0 - 1, d1)>
#map6 = affine_map<(d0, d1) -> (d0 floordiv 2, d1 * 3, d0 floordiv 2)>
#map7 = affine_map<(d0, d1) -> (d0 - d1)>
#map8 = affine_map<(d0) -> (d0 floordiv 4)>
#map9 = affine_map<(d0) -> (d0)>
#map10 = affine_map<(d0) -> (d0 + 4, 10)>
#map11 = affine_map<() -> (0)>
#map12 = affine_map<() -> (10)>
#map13 = affine_map<(d0) -> (d0 * 2)>
#map14 = affine_map<() -> (0, 0)>
#map15 = affine_map<(d0) -> (10, d0)>
#set = affine_set<(d0)[s0] : (d0 - s0 >= 0, d0 * 2 == 0)>
"builtin.module"() ({
  "func.func"() <{function_type = (index, index, memref<100x100xf32>, vector<4xf32>) -> (index, index), sym_name = "more"}> ({
  ^bb0(%arg0: index, %arg1: index, %arg2: memref<100x100xf32>, %arg3: vector<4xf32>):
    %0 = "affine.apply"(%arg0) <{map = #map}> : (index) -> index
    %1 = "affine.min"(%arg1, %arg0) <{map = #map1}> : (index, index) -> index
    %2 = "affine.min"(%0, %1) <{map = #map2}> : (index, index) -> index
    "affine.prefetch"(%arg2, %0) <{isDataCache = true, isWrite = false, localityHint = 3 : i32, map = #map3}> : (memref<100x100xf32>, index) -> ()
    %3 = "affine.vector_load"(%arg2, %0, %arg0) <{map = #map4}> : (memref<100x100xf32>, index, index) -> vector<4xf32>
    "affine.vector_store"(%3, %arg2, %0, %arg1) <{map = #map5}> : (vector<4xf32>, memref<100x100xf32>, index, index) -> ()
    "affine.if"(%0, %arg0) <{condition = #set}> ({
      "test.x"() : () -> ()
      "affine.yield"() : () -> ()
    }, {
    }) : (index, index) -> ()
    %4 = "affine.max"(%0, %arg0) <{map = #map6}> : (index, index) -> index
    "affine.for"() <{lowerBoundMap = #map11, operandSegmentSizes = array<i32: 0, 0, 0>, step = 1 : index, upperBoundMap = #map12}> ({
    ^bb0(%arg6: index):
      "affine.for"(%arg6, %arg6) <{lowerBoundMap = #map9, operandSegmentSizes = array<i32: 1, 1, 0>, step = 1 : index, upperBoundMap = #map10}> ({
      ^bb0(%arg7: index):
        %6 = "affine.apply"(%arg7, %arg6) <{map = #map7}> : (index, index) -> index
        %7 = "affine.apply"(%6) <{map = #map8}> : (index) -> index
        "test.use"(%7) : (index) -> ()
        "affine.yield"() : () -> ()
      }) : (index, index) -> ()
      "affine.yield"() : () -> ()
    }) : () -> ()
    "affine.parallel"(%arg1) <{lowerBoundsGroups = dense<1> : tensor<2xi32>, lowerBoundsMap = #map14, reductions = [], steps = [1, 1], upperBoundsGroups = dense<1> : tensor<2xi32>, upperBoundsMap = #map15}> ({
    ^bb0(%arg4: index, %arg5: index):
      %5 = "affine.apply"(%arg4) <{map = #map13}> : (index) -> index
      "test.use"(%5, %arg5) : (index, index) -> ()
      "affine.yield"() : () -> ()
    }) : (index) -> ()
    "func.return"(%2, %4) : (index, index) -> ()
  }) : () -> ()
}) : () -> ()

