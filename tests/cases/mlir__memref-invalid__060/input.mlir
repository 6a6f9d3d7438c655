
// expected-error@+1 {{expected attribute value}}
memref.global @d : memref<2xf32> =
