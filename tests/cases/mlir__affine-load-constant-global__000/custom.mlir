module {
  memref.global "private" constant @c : memref<2x3xf32> = dense<[[1.000000e+00, 2.000000e+00, 3.000000e+00], [4.000000e+00, 5.000000e+00, 6.000000e+00]]>
  memref.global "private" @nc : memref<2xf32> = dense<[1.000000e+00, 2.000000e+00]>
  memref.global "private" constant @u : memref<2xf32> = uninitialized
  memref.global "private" constant @s : memref<4xi32> = dense<7>
  func.func @f(%arg0: index) -> (f32, f32, f32, f32, i32, f32) {
    %0 = memref.get_global @c : memref<2x3xf32>
    %1 = affine.load %0[1, 2] : memref<2x3xf32>
    %2 = affine.load %0[%arg0, 0] : memref<2x3xf32>
    %3 = memref.get_global @nc : memref<2xf32>
    %4 = affine.load %3[0] : memref<2xf32>
    %5 = memref.get_global @u : memref<2xf32>
    %6 = affine.load %5[0] : memref<2xf32>
    %7 = memref.get_global @s : memref<4xi32>
    %8 = affine.load %7[%arg0] : memref<4xi32>
    %9 = scf.execute_region -> f32 {
      %10 = affine.load %0[0, 1] : memref<2x3xf32>
      scf.yield %10 : f32
    }
    return %1, %2, %4, %6, %8, %9 : f32, f32, f32, f32, i32, f32
  }
  module @inner {
    memref.global "private" constant @c : memref<2xf32> = dense<[9.000000e+00, 8.000000e+00]>
    func.func @g() -> f32 {
      %0 = memref.get_global @c : memref<2xf32>
      %1 = affine.load %0[1] : memref<2xf32>
      return %1 : f32
    }
  }
}

