
// expected-error@+1 {{integer literal not valid for specified type}}
memref.global @d : memref<2xf32> = 4
