#loc2 = loc("input.mlir":2:102)
#loc3 = loc("input.mlir":2:132)
#loc4 = loc("input.mlir":2:154)
#loc8 = loc("input.mlir":5:14)
#loc10 = loc("input.mlir":6:16)
#loc12 = loc("input.mlir":7:18)
#loc14 = loc("input.mlir":8:20)
#map = affine_map<() -> (0)>
#map1 = affine_map<() -> (1)>
#map2 = affine_map<() -> (1020)>
#map3 = affine_map<() -> (1024)>
"builtin.module"() ({
  "func.func"() <{function_type = (memref<1024x1024xf32>, memref<1xf32>, index) -> f32, sym_name = "fold_static_stride_subview_with_affine_load_store_expand_shape_with_constant_access_index"}> ({
  ^bb0(%arg0: memref<1024x1024xf32> loc("input.mlir":2:102), %arg1: memref<1xf32> loc("input.mlir":2:132), %arg2: index loc("input.mlir":2:154)):
    %0 = "memref.expand_shape"(%arg0) <{reassociation = [[0, 1], [2, 3]], static_output_shape = array<i64: 1, 1024, 1024, 1>}> : (memref<1024x1024xf32>) -> memref<1x1024x1024x1xf32> loc(#loc5)
    %1 = "arith.constant"() <{value = 0 : index}> : () -> index loc(#loc6)
    "affine.for"() <{lowerBoundMap = #map, operandSegmentSizes = array<i32: 0, 0, 0>, step = 1 : index, upperBoundMap = #map1}> ({
    ^bb0(%arg3: index loc("input.mlir":5:14)):
      "affine.for"() <{lowerBoundMap = #map, operandSegmentSizes = array<i32: 0, 0, 0>, step = 1 : index, upperBoundMap = #map3}> ({
      ^bb0(%arg4: index loc("input.mlir":6:16)):
        "affine.for"() <{lowerBoundMap = #map, operandSegmentSizes = array<i32: 0, 0, 0>, step = 1 : index, upperBoundMap = #map2}> ({
        ^bb0(%arg5: index loc("input.mlir":7:18)):
          "affine.for"() <{lowerBoundMap = #map, operandSegmentSizes = array<i32: 0, 0, 0>, step = 1 : index, upperBoundMap = #map1}> ({
          ^bb0(%arg6: index loc("input.mlir":8:20)):
            %3 = "memref.load"(%0, %arg3, %1, %arg5, %arg6) : (memref<1x1024x1024x1xf32>, index, index, index, index) -> f32 loc(#loc15)
            "memref.store"(%3, %arg1, %arg2) : (f32, memref<1xf32>, index) -> () loc(#loc16)
            "affine.yield"() : () -> () loc(#loc13)
          }) : () -> () loc(#loc13)
          "affine.yield"() : () -> () loc(#loc11)
        }) : () -> () loc(#loc11)
        "affine.yield"() : () -> () loc(#loc9)
      }) : () -> () loc(#loc9)
      "affine.yield"() : () -> () loc(#loc7)
    }) : () -> () loc(#loc7)
    %2 = "memref.load"(%arg1, %arg2) : (memref<1xf32>, index) -> f32 loc(#loc17)
    "func.return"(%2) : (f32) -> () loc(#loc18)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":2:1)
#loc5 = loc("input.mlir":3:8)
#loc6 = loc("input.mlir":4:10)
#loc7 = loc("input.mlir":5:3)
#loc9 = loc("input.mlir":6:5)
#loc11 = loc("input.mlir":7:7)
#loc13 = loc("input.mlir":8:9)
#loc15 = loc("input.mlir":9:16)
#loc16 = loc("input.mlir":10:11)
#loc17 = loc("input.mlir":15:8)
#loc18 = loc("input.mlir":16:3)

