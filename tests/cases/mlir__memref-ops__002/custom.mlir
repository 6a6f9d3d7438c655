module {
  memref.global "nested" @n : memref<2x3xi8> = dense<[[1, 2, 3], [4, 5, 6]]>
  memref.global @u : memref<2xf32> = dense<[1.000000e+00, 2.000000e+00]>
  memref.global @w : memref<f32> = dense<1.000000e+00>
  func.func @g() -> memref<2xf32> {
    %0 = memref.get_global @u : memref<2xf32>
    %1 = memref.get_global @w : memref<f32> {foo}
    return %0 : memref<2xf32>
  }
}

