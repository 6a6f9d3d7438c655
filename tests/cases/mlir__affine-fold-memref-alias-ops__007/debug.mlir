#loc2 = loc("input.mlir":2:110)
#loc3 = loc("input.mlir":2:140)
#loc4 = loc("input.mlir":2:162)
#loc7 = loc("input.mlir":4:14)
#loc9 = loc("input.mlir":5:16)
#loc11 = loc("input.mlir":6:18)
#loc13 = loc("input.mlir":7:20)
#map = affine_map<(d0, d1, d2, d3) -> (d0, d0 + d1, d2, d3)>
#map1 = affine_map<(d0) -> (d0)>
#map2 = affine_map<() -> (0)>
#map3 = affine_map<() -> (1)>
#map4 = affine_map<() -> (1020)>
#map5 = affine_map<() -> (1024)>
"builtin.module"() ({
  "func.func"() <{function_type = (memref<1024x1024xf32>, memref<1xf32>, index) -> f32, sym_name = "fold_static_stride_subview_with_affine_load_store_expand_shape_when_access_index_is_an_expression"}> ({
  ^bb0(%arg0: memref<1024x1024xf32> loc("input.mlir":2:110), %arg1: memref<1xf32> loc("input.mlir":2:140), %arg2: index loc("input.mlir":2:162)):
    %0 = "memref.expand_shape"(%arg0) <{reassociation = [[0, 1], [2, 3]], static_output_shape = array<i64: 1, 1024, 1024, 1>}> : (memref<1024x1024xf32>) -> memref<1x1024x1024x1xf32> loc(#loc5)
    "affine.for"() <{lowerBoundMap = #map2, operandSegmentSizes = array<i32: 0, 0, 0>, step = 1 : index, upperBoundMap = #map3}> ({
    ^bb0(%arg3: index loc("input.mlir":4:14)):
      "affine.for"() <{lowerBoundMap = #map2, operandSegmentSizes = array<i32: 0, 0, 0>, step = 1 : index, upperBoundMap = #map5}> ({
      ^bb0(%arg4: index loc("input.mlir":5:16)):
        "affine.for"() <{lowerBoundMap = #map2, operandSegmentSizes = array<i32: 0, 0, 0>, step = 1 : index, upperBoundMap = #map4}> ({
        ^bb0(%arg5: index loc("input.mlir":6:18)):
          "affine.for"() <{lowerBoundMap = #map2, operandSegmentSizes = array<i32: 0, 0, 0>, step = 1 : index, upperBoundMap = #map3}> ({
          ^bb0(%arg6: index loc("input.mlir":7:20)):
            %2 = "affine.load"(%0, %arg3, %arg4, %arg5, %arg6) <{map = #map}> : (memref<1x1024x1024x1xf32>, index, index, index, index) -> f32 loc(#loc14)
            "affine.store"(%2, %arg1, %arg2) <{map = #map1}> : (f32, memref<1xf32>, index) -> () loc(#loc15)
            "affine.yield"() : () -> () loc(#loc12)
          }) : () -> () loc(#loc12)
          "affine.yield"() : () -> () loc(#loc10)
        }) : () -> () loc(#loc10)
        "affine.yield"() : () -> () loc(#loc8)
      }) : () -> () loc(#loc8)
      "affine.yield"() : () -> () loc(#loc6)
    }) : () -> () loc(#loc6)
    %1 = "affine.load"(%arg1, %arg2) <{map = #map1}> : (memref<1xf32>, index) -> f32 loc(#loc16)
    "func.return"(%1) : (f32) -> () loc(#loc17)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":2:1)
#loc5 = loc("input.mlir":3:8)
#loc6 = loc("input.mlir":4:3)
#loc8 = loc("input.mlir":5:5)
#loc10 = loc("input.mlir":6:7)
#loc12 = loc("input.mlir":7:9)
#loc14 = loc("input.mlir":8:16)
#loc15 = loc("input.mlir":9:11)
#loc16 = loc("input.mlir":14:8)
#loc17 = loc("input.mlir":15:3)

