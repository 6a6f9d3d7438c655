#map = affine_map<() -> (0)>
#map1 = affine_map<() -> (4)>
"builtin.module"() ({
  "func.func"() <{function_type = (memref<64x64xf32>, index, f32) -> (), sym_name = "chain"}> ({
  ^bb0(%arg0: memref<64x64xf32>, %arg1: index, %arg2: f32):
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "arith.constant"() <{value = 1 : index}> : () -> index
    "scf.for"(%0, %arg1, %1) ({
    ^bb0(%arg3: index):
      %2 = "memref.subview"(%arg0, %arg3) <{operandSegmentSizes = array<i32: 1, 1, 0, 0>, static_offsets = array<i64: -9223372036854775808, 8>, static_sizes = array<i64: 16, 32>, static_strides = array<i64: 2, 1>}> : (memref<64x64xf32>, index) -> memref<16x32xf32, strided<[128, 1], offset: ?>>
      %3 = "memref.subview"(%2, %arg3) <{operandSegmentSizes = array<i32: 1, 1, 0, 0>, static_offsets = array<i64: 1, -9223372036854775808>, static_sizes = array<i64: 4, 4>, static_strides = array<i64: 1, 1>}> : (memref<16x32xf32, strided<[128, 1], offset: ?>>, index) -> memref<4x4xf32, strided<[128, 1], offset: ?>>
      "affine.for"() <{lowerBoundMap = #map, operandSegmentSizes = array<i32: 0, 0, 0>, step = 1 : index, upperBoundMap = #map1}> ({
      ^bb0(%arg4: index):
        %4 = "memref.load"(%3, %arg4, %arg4) : (memref<4x4xf32, strided<[128, 1], offset: ?>>, index, index) -> f32
        %5 = "arith.addf"(%4, %arg2) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
        "memref.store"(%5, %3, %1, %arg4) : (f32, memref<4x4xf32, strided<[128, 1], offset: ?>>, index, index) -> ()
        "affine.yield"() : () -> ()
      }) : () -> ()
      "scf.yield"() : () -> ()
    }) : (index, index, index) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

