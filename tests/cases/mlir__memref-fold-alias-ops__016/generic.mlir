#map = affine_map<() -> ()>
#map1 = affine_map<() -> (0)>
#map2 = affine_map<() -> (3)>
"builtin.module"() ({
  "func.func"() <{function_type = (memref<1xf32>, memref<1xf32>) -> memref<1xf32>, sym_name = "fold_static_stride_subview_with_affine_load_store_collapse_shape_with_0d_result"}> ({
  ^bb0(%arg0: memref<1xf32>, %arg1: memref<1xf32>):
    %0 = "memref.collapse_shape"(%arg0) <{reassociation = []}> : (memref<1xf32>) -> memref<f32>
    "affine.for"() <{lowerBoundMap = #map1, operandSegmentSizes = array<i32: 0, 0, 0>, step = 1 : index, upperBoundMap = #map2}> ({
    ^bb0(%arg2: index):
      %1 = "affine.load"(%0) <{map = #map}> : (memref<f32>) -> f32
      "affine.store"(%1, %arg1) <{map = #map1}> : (f32, memref<1xf32>) -> ()
      "affine.yield"() : () -> ()
    }) : () -> ()
    "func.return"(%arg1) : (memref<1xf32>) -> ()
  }) : () -> ()
}) : () -> ()

