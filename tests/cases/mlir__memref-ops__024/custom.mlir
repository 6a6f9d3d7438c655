module {
  memref.global @e : memref<2xf32> = dense<1.000000e+00>
}

