
// expected-error@+1 {{custom op 'memref.global' type should be static shaped memref, but got 'f32'}}
memref.global @d : f32
