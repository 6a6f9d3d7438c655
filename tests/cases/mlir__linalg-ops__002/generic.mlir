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
  ^bb0(%arg0: tensor<4x8xi8>, %arg1: tensor<8x16xi8>, %arg2: tensor<4x16xi32>, %arg3: tensor<8x4xi8>, %arg4: tensor<2x4x8xf32>, %arg5: tensor<2x8x16xf32>, %arg6: tensor<2x4x16xf32>, %arg7: tensor<4x16xf32>):
    %0 = "linalg.matmul"(%arg0, %arg1, %arg2) <{indexing_maps = [#map, #map1, #map2], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg23: i8, %arg24: i8, %arg25: i32):
      %22 = "arith.extsi"(%arg23) : (i8) -> i32
      %23 = "arith.extsi"(%arg24) : (i8) -> i32
      %24 = "arith.muli"(%22, %23) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %25 = "arith.addi"(%arg25, %24) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "linalg.yield"(%25) : (i32) -> ()
    }) : (tensor<4x8xi8>, tensor<8x16xi8>, tensor<4x16xi32>) -> tensor<4x16xi32>
    %1 = "linalg.matmul"(%arg3, %arg1, %arg2) <{indexing_maps = [#map3, #map1, #map2], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg20: i8, %arg21: i8, %arg22: i32):
      %18 = "arith.extsi"(%arg20) : (i8) -> i32
      %19 = "arith.extsi"(%arg21) : (i8) -> i32
      %20 = "arith.muli"(%18, %19) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %21 = "arith.addi"(%arg22, %20) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "linalg.yield"(%21) : (i32) -> ()
    }) : (tensor<8x4xi8>, tensor<8x16xi8>, tensor<4x16xi32>) -> tensor<4x16xi32>
    %2 = "linalg.matmul"(%arg0, %arg1, %arg2) <{cast = #linalg.type_fn<cast_unsigned>, indexing_maps = [#map, #map1, #map2], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg17: i8, %arg18: i8, %arg19: i32):
      %14 = "arith.extui"(%arg17) : (i8) -> i32
      %15 = "arith.extui"(%arg18) : (i8) -> i32
      %16 = "arith.muli"(%14, %15) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %17 = "arith.addi"(%arg19, %16) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "linalg.yield"(%17) : (i32) -> ()
    }) : (tensor<4x8xi8>, tensor<8x16xi8>, tensor<4x16xi32>) -> tensor<4x16xi32>
    %3 = "linalg.contract"(%arg3, %arg1, %arg2) <{indexing_maps = [#map3, #map1, #map2], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg14: i8, %arg15: i8, %arg16: i32):
      %10 = "arith.extsi"(%arg14) : (i8) -> i32
      %11 = "arith.extsi"(%arg15) : (i8) -> i32
      %12 = "arith.muli"(%10, %11) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %13 = "arith.addi"(%arg16, %12) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "linalg.yield"(%13) : (i32) -> ()
    }) : (tensor<8x4xi8>, tensor<8x16xi8>, tensor<4x16xi32>) -> tensor<4x16xi32>
    %4 = "linalg.batch_matmul"(%arg4, %arg5, %arg6) <{indexing_maps = [#map4, #map5, #map6], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg11: f32, %arg12: f32, %arg13: f32):
      %8 = "arith.mulf"(%arg11, %arg12) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %9 = "arith.addf"(%arg13, %8) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%9) : (f32) -> ()
    }) : (tensor<2x4x8xf32>, tensor<2x8x16xf32>, tensor<2x4x16xf32>) -> tensor<2x4x16xf32>
    %5 = "linalg.batch_reduce_matmul"(%arg4, %arg5, %arg7) <{indexing_maps = [#map4, #map5, #map7], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg8: f32, %arg9: f32, %arg10: f32):
      %6 = "arith.mulf"(%arg8, %arg9) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %7 = "arith.addf"(%arg10, %6) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%7) : (f32) -> ()
    }) : (tensor<2x4x8xf32>, tensor<2x8x16xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

