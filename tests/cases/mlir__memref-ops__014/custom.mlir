module {
  memref.global "private" constant @a : memref<2xf32> = dense<1.000000e+00> {alignment = 64 : i64}
  memref.global "public" @b : memref<2xf32>
  memref.global "private" @c : memref<2xf32> = dense<[1.000000e+00, 2.000000e+00]> {alignment = 64 : i64, foo}
}

