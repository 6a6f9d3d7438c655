
// expected-error@+1 {{'memref.global' op initial value shape expected to be 2, 2 but was 4}}
"memref.global"() <{sym_name = "c", type = memref<2x2xf32>, initial_value = dense<1.0> : tensor<4xf32>}> : () -> ()
