#map = affine_map<(d0, d1) -> (d0, 0, d1, d1)>
#map1 = affine_map<(d0, d1) -> (d0, d1)>
#map2 = affine_map<() -> (0)>
#map3 = affine_map<() -> (16)>
#map4 = affine_map<()[s0] -> (s0)>
"builtin.module"() ({
  "func.func"() <{function_type = (memref<2048x16xf32>, index, index, index, index) -> (), sym_name = "fold_memref_alias_expand_shape_subview_load_store_dynamic_dim"}> ({
  ^bb0(%arg0: memref<2048x16xf32>, %arg1: index, %arg2: index, %arg3: index, %arg4: index):
    %0 = "memref.subview"(%arg0, %arg2, %arg1) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>, static_offsets = array<i64: -9223372036854775808, 0>, static_sizes = array<i64: -9223372036854775808, 16>, static_strides = array<i64: 1, 1>}> : (memref<2048x16xf32>, index, index) -> memref<?x16xf32, strided<[16, 1], offset: ?>>
    %1 = "memref.expand_shape"(%0, %arg4) <{reassociation = [[0], [1, 2, 3]], static_output_shape = array<i64: -9223372036854775808, 1, 8, 2>}> : (memref<?x16xf32, strided<[16, 1], offset: ?>>, index) -> memref<?x1x8x2xf32, strided<[16, 16, 2, 1], offset: ?>>
    %2 = "memref.dim"(%1, %arg3) : (memref<?x1x8x2xf32, strided<[16, 16, 2, 1], offset: ?>>, index) -> index
    "affine.for"(%2) <{lowerBoundMap = #map2, operandSegmentSizes = array<i32: 0, 1, 0>, step = 64 : index, upperBoundMap = #map4}> ({
    ^bb0(%arg5: index):
      "affine.for"() <{lowerBoundMap = #map2, operandSegmentSizes = array<i32: 0, 0, 0>, step = 16 : index, upperBoundMap = #map3}> ({
      ^bb0(%arg6: index):
        %3 = "affine.load"(%1, %arg5, %arg6) <{map = #map}> : (memref<?x1x8x2xf32, strided<[16, 16, 2, 1], offset: ?>>, index, index) -> f32
        "affine.store"(%3, %0, %arg5, %arg6) <{map = #map1}> : (f32, memref<?x16xf32, strided<[16, 1], offset: ?>>, index, index) -> ()
        "affine.yield"() : () -> ()
      }) : () -> ()
      "affine.yield"() : () -> ()
    }) : (index) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

