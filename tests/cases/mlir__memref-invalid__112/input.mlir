
// expected-error@+1 {{expected operation name in quotes}}
memref.global @e : memref<2xf32> = dense<[1.0, 2.0]> : vector<2xf32>
