func.func @types(%a: memref<4xf32, strided<[1], offset: 0>>, %b: memref<?xf32, affine_map<(d0) -> (d0)>>, %c: memref<4xf32, "space">, %d: memref<4xf32, 1 : i64>, %e: memref<4xf32, 0>, %f: memref<4x?xf32, strided<[?, 1], offset: ?>>, %g: memref<*xf32, 3>, %h: tensor<?x?xf32, #foo.enc>, %i: vector<[2]x4xf32>, %j: memref<f32, strided<[]>>, %k: memref<2x3xi1, strided<[3, 1]>>, %l: memref<0xf32>, %m: tensor<*xi8>, %n: complex<f64>, %o: tuple<i32, f32>, %p: none, %q: !foo.type, %r: memref<4xvector<4xf32>>, %s: memref<4xcomplex<f32>>, %t: i0, %u: si8, %v: ui16) {
  %0 = memref.cast %a : memref<4xf32, strided<[1], offset: 0>> to memref<4xf32, strided<[?], offset: ?>>
  %1 = memref.subview %f[0, 0][2, 1][1, 1] : memref<4x?xf32, strided<[?, 1], offset: ?>> to memref<2xf32, strided<[?], offset: ?>>
  %2 = memref.subview %k[0, 0][1, 3][1, 1] : memref<2x3xi1, strided<[3, 1]>> to memref<3xi1, strided<[1]>>
  %3 = memref.subview %k[1, 0][1, 3][1, 1] : memref<2x3xi1, strided<[3, 1]>> to memref<1x3xi1, strided<[3, 1], offset: 3>>
  %4 = memref.subview %k[0, 0][2, 2][1, 2] : memref<2x3xi1, strided<[3, 1]>> to memref<2x2xi1, strided<[3, 2]>>
  %c0 = arith.constant 0 : index
  %5 = memref.load %s[%c0] : memref<4xcomplex<f32>>
  %6 = memref.load %r[%c0] : memref<4xvector<4xf32>>
  return
}
