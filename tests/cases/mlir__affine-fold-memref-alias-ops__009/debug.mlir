#loc2 = loc("input.mlir":2:42)
#loc3 = loc("input.mlir":2:54)
#loc12 = loc("input.mlir":10:14)
#loc14 = loc("input.mlir":11:16)
#loc16 = loc("input.mlir":12:18)
#loc18 = loc("input.mlir":13:20)
#map = affine_map<(d0, d1, d2)[s0] -> (0, d0, 0, d1 mod s0, d2)>
#map1 = affine_map<(d0, d1, d2, d3) -> (0, d0, d1, d2, d3)>
#map2 = affine_map<() -> (0)>
#map3 = affine_map<() -> (128)>
#map4 = affine_map<()[s0] -> (s0)>
#map5 = affine_map<() -> (4)>
#map6 = affine_map<() -> (8)>
"builtin.module"() ({
  "func.func"() <{function_type = (i64, memref<*xf16>) -> (), sym_name = "fold_expand_shape_dynamic_dim"}> ({
  ^bb0(%arg0: i64 loc("input.mlir":2:42), %arg1: memref<*xf16> loc("input.mlir":2:54)):
    %0 = "arith.constant"() <{value = 2 : index}> : () -> index loc(#loc4)
    %1 = "memref.cast"(%arg1) : (memref<*xf16>) -> memref<1x8x?x128xf16> loc(#loc5)
    %2 = "memref.dim"(%1, %0) : (memref<1x8x?x128xf16>, index) -> index loc(#loc6)
    %3 = "memref.dim"(%1, %0) : (memref<1x8x?x128xf16>, index) -> index loc(#loc7)
    %4 = "memref.expand_shape"(%1, %3) <{reassociation = [[0], [1], [2, 3], [4]], static_output_shape = array<i64: 1, 8, 1, -9223372036854775808, 128>}> : (memref<1x8x?x128xf16>, index) -> memref<1x8x1x?x128xf16> loc(#loc8)
    %5 = "arith.index_cast"(%arg0) : (i64) -> index loc(#loc9)
    %6 = "memref.alloc"(%5) <{alignment = 64 : i64, operandSegmentSizes = array<i32: 1, 0>}> : (index) -> memref<1x8x4x?x128xf16> loc(#loc10)
    "affine.for"() <{lowerBoundMap = #map2, operandSegmentSizes = array<i32: 0, 0, 0>, step = 1 : index, upperBoundMap = #map6}> ({
    ^bb0(%arg2: index loc("input.mlir":10:14)):
      "affine.for"() <{lowerBoundMap = #map2, operandSegmentSizes = array<i32: 0, 0, 0>, step = 1 : index, upperBoundMap = #map5}> ({
      ^bb0(%arg3: index loc("input.mlir":11:16)):
        "affine.for"(%5) <{lowerBoundMap = #map2, operandSegmentSizes = array<i32: 0, 1, 0>, step = 1 : index, upperBoundMap = #map4}> ({
        ^bb0(%arg4: index loc("input.mlir":12:18)):
          "affine.for"() <{lowerBoundMap = #map2, operandSegmentSizes = array<i32: 0, 0, 0>, step = 1 : index, upperBoundMap = #map3}> ({
          ^bb0(%arg5: index loc("input.mlir":13:20)):
            %7 = "affine.load"(%4, %arg2, %arg4, %arg5, %2) <{map = #map}> : (memref<1x8x1x?x128xf16>, index, index, index, index) -> f16 loc(#loc19)
            "affine.store"(%7, %6, %arg2, %arg3, %arg4, %arg5) <{map = #map1}> : (f16, memref<1x8x4x?x128xf16>, index, index, index, index) -> () loc(#loc20)
            "affine.yield"() : () -> () loc(#loc17)
          }) : () -> () loc(#loc17)
          "affine.yield"() : () -> () loc(#loc15)
        }) : (index) -> () loc(#loc15)
        "affine.yield"() : () -> () loc(#loc13)
      }) : () -> () loc(#loc13)
      "affine.yield"() : () -> () loc(#loc11)
    }) : () -> () loc(#loc11)
    "func.return"() : () -> () loc(#loc21)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":2:1)
#loc4 = loc("input.mlir":3:9)
#loc5 = loc("input.mlir":4:11)
#loc6 = loc("input.mlir":5:10)
#loc7 = loc("input.mlir":6:12)
#loc8 = loc("input.mlir":7:19)
#loc9 = loc("input.mlir":8:8)
#loc10 = loc("input.mlir":9:12)
#loc11 = loc("input.mlir":10:3)
#loc13 = loc("input.mlir":11:5)
#loc15 = loc("input.mlir":12:7)
#loc17 = loc("input.mlir":13:9)
#loc19 = loc("input.mlir":14:16)
#loc20 = loc("input.mlir":15:11)
#loc21 = loc("input.mlir":20:3)

