
// expected-error@+1 {{custom op 'memref.global' 'memref.global' op attribute 'alignment' failed to satisfy constraint: 64-bit signless integer attribute whose value is positive and whose value is a power of two > 0}}
memref.global @d : memref<2xf32> = dense<1.0> {alignment = 3}
