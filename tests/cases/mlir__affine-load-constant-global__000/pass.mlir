module {
  memref.global "private" constant @c : memref<2x3xf32> = dense<[[1.000000e+00, 2.000000e+00, 3.000000e+00], [4.000000e+00, 5.000000e+00, 6.000000e+00]]>
  memref.global "private" @nc : memref<2xf32> = dense<[1.000000e+00, 2.000000e+00]>
  memref.global "private" constant @u : memref<2xf32> = uninitialized
  memref.global "private" constant @s : memref<4xi32> = dense<7>
  func.func @f(%arg0: index) -> (f32, f32, f32, f32, i32, f32) {
    %cst = arith.constant 2.000000e+00 : f32
    %c7_i32 = arith.constant 7 : i32
    %cst_0 = arith.constant 6.000000e+00 : f32
    %0 = memref.get_global @c : memref<2x3xf32>
    %1 = affine.load %0[symbol(%arg0), 0] : memref<2x3xf32>
    %2 = memref.get_global @nc : memref<2xf32>
    %3 = affine.load %2[0] : memref<2xf32>
    %4 = memref.get_global @u : memref<2xf32>
    %5 = affine.load %4[0] : memref<2xf32>
    return %cst_0, %1, %3, %5, %c7_i32, %cst : f32, f32, f32, f32, i32, f32
  }
  module @inner {
    memref.global "private" constant @c : memref<2xf32> = dense<[9.000000e+00, 8.000000e+00]>
    func.func @g() -> f32 {
      %cst = arith.constant 8.000000e+00 : f32
      return %cst : f32
    }
  }
}

