#map = affine_map<(d0, d1, d2)[s0] -> (0, d0, 0, d1 mod s0, d2)>
#map1 = affine_map<(d0, d1, d2, d3) -> (0, d0, d1, d2, d3)>
#map2 = affine_map<() -> (0)>
#map3 = affine_map<() -> (128)>
#map4 = affine_map<()[s0] -> (s0)>
#map5 = affine_map<() -> (4)>
#map6 = affine_map<() -> (8)>
"builtin.module"() ({
  "func.func"() <{function_type = (i64, memref<*xf16>) -> (), sym_name = "fold_expand_shape_dynamic_dim"}> ({
  ^bb0(%arg0: i64, %arg1: memref<*xf16>):
    %0 = "arith.constant"() <{value = 2 : index}> : () -> index
    %1 = "memref.cast"(%arg1) : (memref<*xf16>) -> memref<1x8x?x128xf16>
    %2 = "memref.dim"(%1, %0) : (memref<1x8x?x128xf16>, index) -> index
    %3 = "memref.dim"(%1, %0) : (memref<1x8x?x128xf16>, index) -> index
    %4 = "memref.expand_shape"(%1, %3) <{reassociation = [[0], [1], [2, 3], [4]], static_output_shape = array<i64: 1, 8, 1, -9223372036854775808, 128>}> : (memref<1x8x?x128xf16>, index) -> memref<1x8x1x?x128xf16>
    %5 = "arith.index_cast"(%arg0) : (i64) -> index
    %6 = "memref.alloc"(%5) <{alignment = 64 : i64, operandSegmentSizes = array<i32: 1, 0>}> : (index) -> memref<1x8x4x?x128xf16>
    "affine.for"() <{lowerBoundMap = #map2, operandSegmentSizes = array<i32: 0, 0, 0>, step = 1 : index, upperBoundMap = #map6}> ({
    ^bb0(%arg2: index):
      "affine.for"() <{lowerBoundMap = #map2, operandSegmentSizes = array<i32: 0, 0, 0>, step = 1 : index, upperBoundMap = #map5}> ({
      ^bb0(%arg3: index):
        "affine.for"(%5) <{lowerBoundMap = #map2, operandSegmentSizes = array<i32: 0, 1, 0>, step = 1 : index, upperBoundMap = #map4}> ({
        ^bb0(%arg4: index):
          "affine.for"() <{lowerBoundMap = #map2, operandSegmentSizes = array<i32: 0, 0, 0>, step = 1 : index, upperBoundMap = #map3}> ({
          ^bb0(%arg5: index):
            %7 = "affine.load"(%4, %arg2, %arg4, %arg5, %2) <{map = #map}> : (memref<1x8x1x?x128xf16>, index, index, index, index) -> f16
            "affine.store"(%7, %6, %arg2, %arg3, %arg4, %arg5) <{map = #map1}> : (f16, memref<1x8x4x?x128xf16>, index, index, index, index) -> ()
            "affine.yield"() : () -> ()
          }) : () -> ()
          "affine.yield"() : () -> ()
        }) : (index) -> ()
        "affine.yield"() : () -> ()
      }) : () -> ()
      "affine.yield"() : () -> ()
    }) : () -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

