#map = affine_map<() -> (0, 1)>
"builtin.module"() ({
  "func.func"() <{function_type = (memref<8x8xf32>, index) -> f32, sym_name = "affine_left"}> ({
  ^bb0(%arg0: memref<8x8xf32>, %arg1: index):
    %0 = "memref.subview"(%arg0, %arg1) <{operandSegmentSizes = array<i32: 1, 1, 0, 0>, static_offsets = array<i64: -9223372036854775808, 0>, static_sizes = array<i64: 4, 4>, static_strides = array<i64: 1, 1>}> : (memref<8x8xf32>, index) -> memref<4x4xf32, strided<[8, 1], offset: ?>>
    %1 = "affine.load"(%0) <{map = #map}> : (memref<4x4xf32, strided<[8, 1], offset: ?>>) -> f32
    %2 = "memref.load"(%0, %arg1, %arg1) : (memref<4x4xf32, strided<[8, 1], offset: ?>>, index, index) -> f32
    %3 = "arith.addf"(%1, %2) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    "func.return"(%3) : (f32) -> ()
  }) : () -> ()
}) : () -> ()

