#map = affine_map<(d0)[s0] -> (d0 floordiv 2, s0 + 3)>
#map1 = affine_map<() -> ()>
"builtin.module"() ({
  "func.func"() <{function_type = (memref<16x16xf32>, memref<1x1xf32>, index, index, f32) -> f32, sym_name = "maps"}> ({
  ^bb0(%arg0: memref<16x16xf32>, %arg1: memref<1x1xf32>, %arg2: index, %arg3: index, %arg4: f32):
    %0 = "memref.subview"(%arg0, %arg2) <{operandSegmentSizes = array<i32: 1, 1, 0, 0>, static_offsets = array<i64: -9223372036854775808, 2>, static_sizes = array<i64: 8, 8>, static_strides = array<i64: 2, 1>}> : (memref<16x16xf32>, index) -> memref<8x8xf32, strided<[32, 1], offset: ?>>
    %1 = "affine.load"(%0, %arg3, %arg2) <{map = #map}> : (memref<8x8xf32, strided<[32, 1], offset: ?>>, index, index) -> f32
    %2 = "memref.collapse_shape"(%arg1) <{reassociation = []}> : (memref<1x1xf32>) -> memref<f32>
    "affine.store"(%1, %2) <{map = #map1}> : (f32, memref<f32>) -> ()
    %3 = "memref.subview"(%arg0, %arg2, %arg3) <{operandSegmentSizes = array<i32: 1, 2, 0, 0>, static_offsets = array<i64: -9223372036854775808, -9223372036854775808>, static_sizes = array<i64: 1, 1>, static_strides = array<i64: 1, 1>}> : (memref<16x16xf32>, index, index) -> memref<f32, strided<[], offset: ?>>
    %4 = "affine.load"(%3) <{map = #map1}> : (memref<f32, strided<[], offset: ?>>) -> f32
    %5 = "arith.addf"(%1, %4) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    "func.return"(%5) : (f32) -> ()
  }) : () -> ()
}) : () -> ()

