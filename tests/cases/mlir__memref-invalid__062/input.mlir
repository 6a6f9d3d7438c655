
// expected-error@+1 {{expected string containing hex digits starting with `0x`}}
memref.global @d : memref<2xf32> = dense<"abc">
