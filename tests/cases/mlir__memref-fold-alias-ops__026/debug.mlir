#loc2 = loc("input.mlir":3:18)
#loc3 = loc("input.mlir":3:41)
#loc4 = loc("input.mlir":3:52)
#loc8 = loc("input.mlir":6:11)
#loc12 = loc("input.mlir":9:16)
#map = affine_map<() -> (0)>
#map1 = affine_map<() -> (4)>
"builtin.module"() ({
  "func.func"() <{function_type = (memref<64x64xf32>, index, f32) -> (), sym_name = "chain"}> ({
  ^bb0(%arg0: memref<64x64xf32> loc("input.mlir":3:18), %arg1: index loc("input.mlir":3:41), %arg2: f32 loc("input.mlir":3:52)):
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index loc(#loc5)
    %1 = "arith.constant"() <{value = 1 : index}> : () -> index loc(#loc6)
    "scf.for"(%0, %arg1, %1) ({
    ^bb0(%arg3: index loc("input.mlir":6:11)):
      %2 = "memref.subview"(%arg0, %arg3) <{operandSegmentSizes = array<i32: 1, 1, 0, 0>, static_offsets = array<i64: -9223372036854775808, 8>, static_sizes = array<i64: 16, 32>, static_strides = array<i64: 2, 1>}> : (memref<64x64xf32>, index) -> memref<16x32xf32, strided<[128, 1], offset: ?>> loc(#loc9)
      %3 = "memref.subview"(%2, %arg3) <{operandSegmentSizes = array<i32: 1, 1, 0, 0>, static_offsets = array<i64: 1, -9223372036854775808>, static_sizes = array<i64: 4, 4>, static_strides = array<i64: 1, 1>}> : (memref<16x32xf32, strided<[128, 1], offset: ?>>, index) -> memref<4x4xf32, strided<[128, 1], offset: ?>> loc(#loc10)
      "affine.for"() <{lowerBoundMap = #map, operandSegmentSizes = array<i32: 0, 0, 0>, step = 1 : index, upperBoundMap = #map1}> ({
      ^bb0(%arg4: index loc("input.mlir":9:16)):
        %4 = "memref.load"(%3, %arg4, %arg4) : (memref<4x4xf32, strided<[128, 1], offset: ?>>, index, index) -> f32 loc(#loc13)
        %5 = "arith.addf"(%4, %arg2) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32 loc(#loc14)
        "memref.store"(%5, %3, %1, %arg4) : (f32, memref<4x4xf32, strided<[128, 1], offset: ?>>, index, index) -> () loc(#loc15)
        "affine.yield"() : () -> () loc(#loc11)
      }) : () -> () loc(#loc11)
      "scf.yield"() : () -> () loc(#loc7)
    }) : (index, index, index) -> () loc(#loc7)
    "func.return"() : () -> () loc(#loc16)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":3:1)
#loc5 = loc("input.mlir":4:9)
#loc6 = loc("input.mlir":5:9)
#loc7 = loc("input.mlir":6:3)
#loc9 = loc("input.mlir":7:10)
#loc10 = loc("input.mlir":8:10)
#loc11 = loc("input.mlir":9:5)
#loc13 = loc("input.mlir":10:12)
#loc14 = loc("input.mlir":11:12)
#loc15 = loc("input.mlir":12:7)
#loc16 = loc("input.mlir":15:3)

