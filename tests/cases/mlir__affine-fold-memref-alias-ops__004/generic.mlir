#map = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
"builtin.module"() ({
  "func.func"() <{function_type = (memref<12x32xf32>, index, index, index, index) -> f32, sym_name = "fold_static_stride_subview_with_affine_load_store_expand_shape_3d"}> ({
  ^bb0(%arg0: memref<12x32xf32>, %arg1: index, %arg2: index, %arg3: index, %arg4: index):
    %0 = "memref.expand_shape"(%arg0) <{reassociation = [[0, 1, 2], [3]], static_output_shape = array<i64: 2, 2, 3, 32>}> : (memref<12x32xf32>) -> memref<2x2x3x32xf32>
    %1 = "affine.load"(%0, %arg1, %arg2, %arg3, %arg4) <{map = #map}> : (memref<2x2x3x32xf32>, index, index, index, index) -> f32
    "func.return"(%1) : (f32) -> ()
  }) : () -> ()
}) : () -> ()

