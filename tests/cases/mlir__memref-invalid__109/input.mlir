
// expected-error@+1 {{'memref.global' op type should be static shaped memref, but got 'memref<?xf32>'}}
"memref.global"() <{sym_name = "c", type = memref<?xf32>}> : () -> ()
