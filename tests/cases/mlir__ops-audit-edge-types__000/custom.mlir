module {
  func.func @types(%arg0: memref<4xf32, strided<[1]>>, %arg1: memref<?xf32>, %arg2: memref<4xf32, "space">, %arg3: memref<4xf32, 1>, %arg4: memref<4xf32>, %arg5: memref<4x?xf32, strided<[?, 1], offset: ?>>, %arg6: memref<*xf32, 3>, %arg7: tensor<?x?xf32, #foo.enc>, %arg8: vector<[2]x4xf32>, %arg9: memref<f32, strided<[]>>, %arg10: memref<2x3xi1, strided<[3, 1]>>, %arg11: memref<0xf32>, %arg12: tensor<*xi8>, %arg13: complex<f64>, %arg14: tuple<i32, f32>, %arg15: none, %arg16: !foo.type, %arg17: memref<4xvector<4xf32>>, %arg18: memref<4xcomplex<f32>>, %arg19: i0, %arg20: si8, %arg21: ui16) {
    %cast = memref.cast %arg0 : memref<4xf32, strided<[1]>> to memref<4xf32, strided<[?], offset: ?>>
    %subview = memref.subview %arg5[0, 0] [2, 1] [1, 1] : memref<4x?xf32, strided<[?, 1], offset: ?>> to memref<2xf32, strided<[?], offset: ?>>
    %subview_0 = memref.subview %arg10[0, 0] [1, 3] [1, 1] : memref<2x3xi1, strided<[3, 1]>> to memref<3xi1, strided<[1]>>
    %subview_1 = memref.subview %arg10[1, 0] [1, 3] [1, 1] : memref<2x3xi1, strided<[3, 1]>> to memref<1x3xi1, strided<[3, 1], offset: 3>>
    %subview_2 = memref.subview %arg10[0, 0] [2, 2] [1, 2] : memref<2x3xi1, strided<[3, 1]>> to memref<2x2xi1, strided<[3, 2]>>
    %c0 = arith.constant 0 : index
    %0 = memref.load %arg18[%c0] : memref<4xcomplex<f32>>
    %1 = memref.load %arg17[%c0] : memref<4xvector<4xf32>>
    return
  }
}

