
// expected-note@+1 {{see existing symbol definition here}}
memref.global "private" @d : memref<2xi8> = dense<[1, 2]>
// expected-error@+1 {{redefinition of symbol named 'd'}}
memref.global "private" @d : memref<2xi8> = dense<[1, 2]>
