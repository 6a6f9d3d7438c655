#map = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
"builtin.module"() ({
  "func.func"() <{function_type = (memref<12x32xf32>, index, index, index) -> f32, sym_name = "fold_static_stride_subview_with_affine_load_store_expand_shape"}> ({
  ^bb0(%arg0: memref<12x32xf32>, %arg1: index, %arg2: index, %arg3: index):
    %0 = "memref.expand_shape"(%arg0) <{reassociation = [[0, 1], [2]], static_output_shape = array<i64: 2, 6, 32>}> : (memref<12x32xf32>) -> memref<2x6x32xf32>
    %1 = "affine.load"(%0, %arg1, %arg2, %arg3) <{map = #map}> : (memref<2x6x32xf32>, index, index, index) -> f32
    "func.return"(%1) : (f32) -> ()
  }) : () -> ()
}) : () -> ()

