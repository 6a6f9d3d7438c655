
// expected-error@+1 {{expected operation name in quotes}}
memref.global @d : memref<2xf32> = dense<1.0> : tensor<2xf32>
