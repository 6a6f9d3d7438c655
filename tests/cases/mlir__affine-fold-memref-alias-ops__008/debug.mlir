#loc2 = loc("input.mlir":2:92)
#loc3 = loc("input.mlir":2:114)
#loc6 = loc("input.mlir":4:14)
#map = affine_map<() -> ()>
#map1 = affine_map<() -> (0)>
#map2 = affine_map<() -> (3)>
"builtin.module"() ({
  "func.func"() <{function_type = (memref<1xf32>, memref<1xf32>) -> memref<1xf32>, sym_name = "fold_static_stride_subview_with_affine_load_store_collapse_shape_with_0d_result"}> ({
  ^bb0(%arg0: memref<1xf32> loc("input.mlir":2:92), %arg1: memref<1xf32> loc("input.mlir":2:114)):
    %0 = "memref.collapse_shape"(%arg0) <{reassociation = []}> : (memref<1xf32>) -> memref<f32> loc(#loc4)
    "affine.for"() <{lowerBoundMap = #map1, operandSegmentSizes = array<i32: 0, 0, 0>, step = 1 : index, upperBoundMap = #map2}> ({
    ^bb0(%arg2: index loc("input.mlir":4:14)):
      %1 = "affine.load"(%0) <{map = #map}> : (memref<f32>) -> f32 loc(#loc7)
      "affine.store"(%1, %arg1) <{map = #map1}> : (f32, memref<1xf32>) -> () loc(#loc8)
      "affine.yield"() : () -> () loc(#loc5)
    }) : () -> () loc(#loc5)
    "func.return"(%arg1) : (memref<1xf32>) -> () loc(#loc9)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":2:1)
#loc4 = loc("input.mlir":3:8)
#loc5 = loc("input.mlir":4:3)
#loc7 = loc("input.mlir":5:10)
#loc8 = loc("input.mlir":6:5)
#loc9 = loc("input.mlir":8:3)

