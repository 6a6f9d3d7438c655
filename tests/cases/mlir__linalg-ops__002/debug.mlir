#loc2 = loc("input.mlir":5:20)
#loc3 = loc("input.mlir":5:40)
#loc4 = loc("input.mlir":5:61)
#loc5 = loc("input.mlir":5:83)
#loc6 = loc("input.mlir":5:104)
#loc7 = loc("input.mlir":5:128)
#loc8 = loc("input.mlir":5:153)
#loc9 = loc("input.mlir":5:178)
#loc11 = loc(unknown)
#map = affine_map<(d0, d1, d2) -> (d0, d2)>
#map1 = affine_map<(d0, d1, d2) -> (d2, d1)>
#map2 = affine_map<(d0, d1, d2) -> (d0, d1)>
#map3 = affine_map<(d0, d1, d2) -> (d2, d0)>
#map4 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>
#map5 = affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>
#map6 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
#map7 = affine_map<(d0, d1, d2, d3) -> (d1, d2)>
"builtin.module"() ({
  "func.func"() <{function_type = (tensor<4x8xi8>, tensor<8x16xi8>, tensor<4x16xi32>, tensor<8x4xi8>, tensor<2x4x8xf32>, tensor<2x8x16xf32>, tensor<2x4x16xf32>, tensor<4x16xf32>) -> (), sym_name = "matmuls"}> ({
  ^bb0(%arg0: tensor<4x8xi8> loc("input.mlir":5:20), %arg1: tensor<8x16xi8> loc("input.mlir":5:40), %arg2: tensor<4x16xi32> loc("input.mlir":5:61), %arg3: tensor<8x4xi8> loc("input.mlir":5:83), %arg4: tensor<2x4x8xf32> loc("input.mlir":5:104), %arg5: tensor<2x8x16xf32> loc("input.mlir":5:128), %arg6: tensor<2x4x16xf32> loc("input.mlir":5:153), %arg7: tensor<4x16xf32> loc("input.mlir":5:178)):
    %0 = "linalg.matmul"(%arg0, %arg1, %arg2) <{indexing_maps = [#map, #map1, #map2], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg23: i8 loc(unknown), %arg24: i8 loc(unknown), %arg25: i32 loc(unknown)):
      %22 = "arith.extsi"(%arg23) : (i8) -> i32 loc(#loc11)
      %23 = "arith.extsi"(%arg24) : (i8) -> i32 loc(#loc11)
      %24 = "arith.muli"(%22, %23) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32 loc(#loc11)
      %25 = "arith.addi"(%arg25, %24) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32 loc(#loc11)
      "linalg.yield"(%25) : (i32) -> () loc(#loc11)
    }) : (tensor<4x8xi8>, tensor<8x16xi8>, tensor<4x16xi32>) -> tensor<4x16xi32> loc(#loc10)
    %1 = "linalg.matmul"(%arg3, %arg1, %arg2) <{indexing_maps = [#map3, #map1, #map2], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg20: i8 loc(unknown), %arg21: i8 loc(unknown), %arg22: i32 loc(unknown)):
      %18 = "arith.extsi"(%arg20) : (i8) -> i32 loc(#loc11)
      %19 = "arith.extsi"(%arg21) : (i8) -> i32 loc(#loc11)
      %20 = "arith.muli"(%18, %19) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32 loc(#loc11)
      %21 = "arith.addi"(%arg22, %20) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32 loc(#loc11)
      "linalg.yield"(%21) : (i32) -> () loc(#loc11)
    }) : (tensor<8x4xi8>, tensor<8x16xi8>, tensor<4x16xi32>) -> tensor<4x16xi32> loc(#loc12)
    %2 = "linalg.matmul"(%arg0, %arg1, %arg2) <{cast = #linalg.type_fn<cast_unsigned>, indexing_maps = [#map, #map1, #map2], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg17: i8 loc(unknown), %arg18: i8 loc(unknown), %arg19: i32 loc(unknown)):
      %14 = "arith.extui"(%arg17) : (i8) -> i32 loc(#loc11)
      %15 = "arith.extui"(%arg18) : (i8) -> i32 loc(#loc11)
      %16 = "arith.muli"(%14, %15) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32 loc(#loc11)
      %17 = "arith.addi"(%arg19, %16) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32 loc(#loc11)
      "linalg.yield"(%17) : (i32) -> () loc(#loc11)
    }) : (tensor<4x8xi8>, tensor<8x16xi8>, tensor<4x16xi32>) -> tensor<4x16xi32> loc(#loc13)
    %3 = "linalg.contract"(%arg3, %arg1, %arg2) <{indexing_maps = [#map3, #map1, #map2], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg14: i8 loc(unknown), %arg15: i8 loc(unknown), %arg16: i32 loc(unknown)):
      %10 = "arith.extsi"(%arg14) : (i8) -> i32 loc(#loc11)
      %11 = "arith.extsi"(%arg15) : (i8) -> i32 loc(#loc11)
      %12 = "arith.muli"(%10, %11) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32 loc(#loc11)
      %13 = "arith.addi"(%arg16, %12) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32 loc(#loc11)
      "linalg.yield"(%13) : (i32) -> () loc(#loc11)
    }) : (tensor<8x4xi8>, tensor<8x16xi8>, tensor<4x16xi32>) -> tensor<4x16xi32> loc(#loc14)
    %4 = "linalg.batch_matmul"(%arg4, %arg5, %arg6) <{indexing_maps = [#map4, #map5, #map6], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg11: f32 loc(unknown), %arg12: f32 loc(unknown), %arg13: f32 loc(unknown)):
      %8 = "arith.mulf"(%arg11, %arg12) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32 loc(#loc11)
      %9 = "arith.addf"(%arg13, %8) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32 loc(#loc11)
      "linalg.yield"(%9) : (f32) -> () loc(#loc11)
    }) : (tensor<2x4x8xf32>, tensor<2x8x16xf32>, tensor<2x4x16xf32>) -> tensor<2x4x16xf32> loc(#loc15)
    %5 = "linalg.batch_reduce_matmul"(%arg4, %arg5, %arg7) <{indexing_maps = [#map4, #map5, #map7], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg8: f32 loc(unknown), %arg9: f32 loc(unknown), %arg10: f32 loc(unknown)):
      %6 = "arith.mulf"(%arg8, %arg9) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32 loc(#loc11)
      %7 = "arith.addf"(%arg10, %6) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32 loc(#loc11)
      "linalg.yield"(%7) : (f32) -> () loc(#loc11)
    }) : (tensor<2x4x8xf32>, tensor<2x8x16xf32>, tensor<4x16xf32>) -> tensor<4x16xf32> loc(#loc16)
    "func.return"() : () -> () loc(#loc17)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":5:1)
#loc10 = loc("input.mlir":6:8)
#loc12 = loc("input.mlir":7:8)
#loc13 = loc("input.mlir":8:8)
#loc14 = loc("input.mlir":9:8)
#loc15 = loc("input.mlir":10:8)
#loc16 = loc("input.mlir":11:8)
#loc17 = loc("input.mlir":12:3)

