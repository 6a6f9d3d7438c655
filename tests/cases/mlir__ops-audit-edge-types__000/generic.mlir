"builtin.module"() ({
  "func.func"() <{function_type = (memref<4xf32, strided<[1]>>, memref<?xf32>, memref<4xf32, "space">, memref<4xf32, 1>, memref<4xf32>, memref<4x?xf32, strided<[?, 1], offset: ?>>, memref<*xf32, 3>, tensor<?x?xf32, #foo.enc>, vector<[2]x4xf32>, memref<f32, strided<[]>>, memref<2x3xi1, strided<[3, 1]>>, memref<0xf32>, tensor<*xi8>, complex<f64>, tuple<i32, f32>, none, !foo.type, memref<4xvector<4xf32>>, memref<4xcomplex<f32>>, i0, si8, ui16) -> (), sym_name = "types"}> ({
  ^bb0(%arg0: memref<4xf32, strided<[1]>>, %arg1: memref<?xf32>, %arg2: memref<4xf32, "space">, %arg3: memref<4xf32, 1>, %arg4: memref<4xf32>, %arg5: memref<4x?xf32, strided<[?, 1], offset: ?>>, %arg6: memref<*xf32, 3>, %arg7: tensor<?x?xf32, #foo.enc>, %arg8: vector<[2]x4xf32>, %arg9: memref<f32, strided<[]>>, %arg10: memref<2x3xi1, strided<[3, 1]>>, %arg11: memref<0xf32>, %arg12: tensor<*xi8>, %arg13: complex<f64>, %arg14: tuple<i32, f32>, %arg15: none, %arg16: !foo.type, %arg17: memref<4xvector<4xf32>>, %arg18: memref<4xcomplex<f32>>, %arg19: i0, %arg20: si8, %arg21: ui16):
    %0 = "memref.cast"(%arg0) : (memref<4xf32, strided<[1]>>) -> memref<4xf32, strided<[?], offset: ?>>
    %1 = "memref.subview"(%arg5) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 2, 1>, static_strides = array<i64: 1, 1>}> : (memref<4x?xf32, strided<[?, 1], offset: ?>>) -> memref<2xf32, strided<[?], offset: ?>>
    %2 = "memref.subview"(%arg10) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 1, 3>, static_strides = array<i64: 1, 1>}> : (memref<2x3xi1, strided<[3, 1]>>) -> memref<3xi1, strided<[1]>>
    %3 = "memref.subview"(%arg10) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 1, 0>, static_sizes = array<i64: 1, 3>, static_strides = array<i64: 1, 1>}> : (memref<2x3xi1, strided<[3, 1]>>) -> memref<1x3xi1, strided<[3, 1], offset: 3>>
    %4 = "memref.subview"(%arg10) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 2, 2>, static_strides = array<i64: 1, 2>}> : (memref<2x3xi1, strided<[3, 1]>>) -> memref<2x2xi1, strided<[3, 2]>>
    %5 = "arith.constant"() <{value = 0 : index}> : () -> index
    %6 = "memref.load"(%arg18, %5) : (memref<4xcomplex<f32>>, index) -> complex<f32>
    %7 = "memref.load"(%arg17, %5) : (memref<4xvector<4xf32>>, index) -> vector<4xf32>
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

